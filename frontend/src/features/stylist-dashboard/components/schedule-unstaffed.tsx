/** The requests nobody holds time for yet: a column of the week grid, or a list above it on a phone. */
import type { Schedule } from '@beauty/domain/schemas/working-time';
import { formatSlot } from '@beauty/domain/slots';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { appointmentStatusBadge, bookingRowLink, clientLabel } from '../appointment-rows';
import { dayNames } from '../schedule-week';

/** One unassigned request: when, whose, what, and the link that assigns it. */
function UnstaffedItem({ request, when }: { request: Schedule['unstaffed'][number]; when: string }) {
  const client = clientLabel(request.clientName);
  return (
    <li className="schedule-item schedule-item--unstaffed stack">
      <p className="schedule-item__time">{when}</p>
      <p className="schedule-item__title">{client}</p>
      <p className="schedule-item__detail">
        {request.title} · {appointmentStatusBadge(request.status).label}
      </p>
      <Link
        className={buttonClasses({
          size: 'sm',
          variant: 'outline',
          className: 'schedule-item__assign',
        })}
        to={bookingRowLink(request.bookingId)}
      >
        Assign<span className="visually-hidden"> {client}'s request</span>
      </Link>
    </li>
  );
}

/** A day's unassigned requests, in the grid's first column. */
export function UnstaffedCell({ requests }: { requests: Schedule['unstaffed'] }) {
  return (
    <td className="schedule-cell schedule-cell--unstaffed schedule-grid__wide-only">
      {requests.length > 0 ? (
        <ul className="schedule-cell__items stack gap-2 plain-list">
          {requests.map((request) => (
            <UnstaffedItem key={request.bookingId} request={request} when={formatSlot(request.eventTime)} />
          ))}
        </ul>
      ) : (
        <p className="fine-print">None</p>
      )}
    </td>
  );
}

/** On a phone the unassigned requests come first, as a list; from a laptop up they are the grid's first column. */
export function UnstaffedList({ requests }: { requests: Schedule['unstaffed'] }) {
  const id = useId();
  return (
    <section className="schedule-unstaffed stack gap-3" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="caps-heading schedule-unstaffed__title">
        Unassigned requests
      </h4>
      <ul className="schedule-unstaffed__list stack gap-2 plain-list">
        {requests.map((request) => {
          const names = dayNames(request.eventDate);
          return (
            <UnstaffedItem
              key={request.bookingId}
              request={request}
              when={`${names.short}, ${names.shortMonthDay} · ${formatSlot(request.eventTime)}`}
            />
          );
        })}
      </ul>
    </section>
  );
}
