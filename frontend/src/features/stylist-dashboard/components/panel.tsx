import type { ReactNode } from 'react';
import '@/styles/patterns/staff-panel.css';

/** A tab's section: its heading, an introduction, an optional action, and the content. */
export function TabSection({
  id,
  title,
  intro,
  action,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="stylist-section stack gap-5" aria-labelledby={`${id}-title`}>
      <div className="stylist-section__header staff-header-row">
        <div className="stack gap-1">
          <h2 id={`${id}-title`} className="stylist-section__title">
            {title}
          </h2>
          {intro ? <p className="note">{intro}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
