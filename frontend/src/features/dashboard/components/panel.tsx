import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A dashboard list: a card with a heading, an optional action beside it, and its content. */
export function Panel({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="panel">
      <section aria-labelledby={`${id}-title`}>
        <div className="panel__header">
          <h2 id={`${id}-title`} className="panel__title">
            {title}
          </h2>
          {action}
        </div>
        <div className="panel__body">{children}</div>
      </section>
    </Card>
  );
}
