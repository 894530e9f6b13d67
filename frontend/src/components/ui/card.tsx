import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import './card.css';

type DivProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, ...props }: DivProps) {
  return <div className={cn('card', className)} {...props} />;
}

export function CardHeader({ className, ...props }: DivProps) {
  return <div className={cn('card__header', className)} {...props} />;
}

export function CardTitle({
  className,
  as: Heading = 'h2',
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Heading className={cn('card__title', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('note', className)} {...props} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={cn('card__content', className)} {...props} />;
}

/** A card that is a region of the page, named by its title, with what it is for under the title. */
export function RegionCard({
  className,
  titleId,
  title,
  description,
  contentClassName,
  children,
}: {
  className: string;
  titleId: string;
  title: ReactNode;
  description?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className} role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
