import type { ReactNode, Ref } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A dashboard list: a card with a heading, an optional action beside it, and its content. */
export function Panel({
  id,
  title,
  action,
  className,
  titleRef,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  className?: string;
  /** Given when focus is moved to the heading (after a row it was on has gone). */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <Card className={cn('panel', className)}>
      <section aria-labelledby={`${id}-title`}>
        <div className="panel__header inline gap-4">
          <h2 id={`${id}-title`} className="panel__title" ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
            {title}
          </h2>
          {action}
        </div>
        <div className="panel__body">{children}</div>
      </section>
    </Card>
  );
}
