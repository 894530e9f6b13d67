import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** One numbered step of the booking form: a card with its heading and a short explanation. */
export function FormCard({
  id,
  step,
  title,
  description,
  className,
  children,
}: {
  id: string;
  step?: number;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('form-card', className)}>
      <section aria-labelledby={`${id}-title`}>
        <CardHeader>
          <h2 id={`${id}-title`} className="card__title inline gap-3">
            {step ? (
              <span className="step-badge ring form-card__step" aria-hidden="true">
                {step}
              </span>
            ) : null}
            {title}
          </h2>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="stack gap-6">{children}</CardContent>
      </section>
    </Card>
  );
}
