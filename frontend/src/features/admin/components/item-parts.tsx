import type { ReactNode } from 'react';
import { LastChanged, StaffTime } from '@/components/last-changed';
import { Badge } from '@/components/ui/badge';
import type { StatusBadgeStyle } from '../moderation-display';
import '@/styles/patterns/staff-panel.css';

/** One moderated item: its heading, status badge and content, as a card in the list. */
export function ItemCard({
  id,
  title,
  subtitle,
  badge,
  children,
  actions,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  badge: StatusBadgeStyle;
  children: ReactNode;
  /** The notes box and status buttons, beside the content on wide screens. */
  actions?: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <li className="admin-list__item">
      <article
        className={
          actions ? 'admin-item stack admin-item--with-actions staff-panel' : 'admin-item stack staff-panel'
        }
        aria-labelledby={headingId}
      >
        <div className="admin-item__main stack gap-4 staff-padded">
          <header className="admin-item__header staff-header-row">
            <div className="admin-item__heading stack gap-1">
              <h3 id={headingId} className="admin-item__title">
                {title}
              </h3>
              {subtitle ? <p className="admin-item__subtitle cluster note">{subtitle}</p> : null}
            </div>
            <Badge variant={badge.variant} className="admin-item__badge">
              <span className="visually-hidden">Status: </span>
              {badge.label}
            </Badge>
          </header>
          {children}
        </div>
        {actions ? <div className="admin-item__actions">{actions}</div> : null}
      </article>
    </li>
  );
}

/** Label and value pairs (email, phone, event…); empty values are left out. */
export function Facts({ items }: { items: Array<{ label: string; value: ReactNode }> }) {
  const shown = items.filter((item) => item.value !== null && item.value !== undefined && item.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="admin-facts cluster">
      {shown.map((item) => (
        <div key={item.label} className="admin-facts__row">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export { emailLink, phoneLink } from '@/components/contact-links';

/**
 * When it arrived, when it was contacted (consultation requests) and who last changed its
 * status and when.
 */
export function ItemTimes({
  receivedLabel,
  createdAt,
  contactedAt,
  statusChangedAt,
  statusChangedBy,
}: {
  receivedLabel: 'Submitted' | 'Received';
  createdAt: string;
  contactedAt?: string | null;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
}) {
  return (
    <ul className="admin-times cluster plain-list fine-print">
      <li>
        {receivedLabel} <StaffTime iso={createdAt} />
      </li>
      {contactedAt ? (
        <li className="admin-times__contacted">
          Contacted <StaffTime iso={contactedAt} />
        </li>
      ) : null}
      {statusChangedAt ? (
        <li>
          <LastChanged at={statusChangedAt} by={statusChangedBy} />
        </li>
      ) : null}
    </ul>
  );
}

/** Saved admin notes, for an item whose notes box is no longer offered. */
export function SavedNotes({ notes }: { notes: string | null }) {
  if (!notes?.trim()) return null;
  return (
    <div className="admin-notes">
      <p className="admin-notes__label">Admin notes</p>
      <p className="admin-notes__text">{notes}</p>
    </div>
  );
}
