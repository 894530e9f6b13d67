import type { TimelineEntry } from '@beauty/domain/schemas/timeline';
import { formatInstant } from '@/lib/booking-display';
import { CheckIcon } from './icons';
import './status-timeline.css';

export interface StatusTimelineProps {
  entries: readonly TimelineEntry[];
  /** False while work is still in flight: the last step shows as in progress. */
  settled: boolean;
  title?: string;
}

/** What has happened to something the visitor sent, newest last, as the worker reports it. */
export function StatusTimeline({ entries, settled, title = 'Status' }: StatusTimelineProps) {
  if (entries.length === 0) return null;
  return (
    <section className="status-timeline" aria-label={title}>
      <ol>
        {entries.map((entry) => (
          <li key={`${entry.status}-${entry.createdAt}`} className="status-timeline__step">
            <span className="status-timeline__dot ring" aria-hidden="true">
              <CheckIcon />
            </span>
            <div>
              <p className="status-timeline__label">{entry.label}</p>
              {entry.detail ? <p className="fine-print">{entry.detail}</p> : null}
            </div>
            <time dateTime={entry.createdAt} className="status-timeline__time fine-print">
              {/* Pacific time with its day and zone, as every other time on the booking page. */}
              {formatInstant(entry.createdAt)}
            </time>
          </li>
        ))}
        {settled ? null : (
          <li className="status-timeline__step status-timeline__step--pending">
            <span className="status-timeline__dot ring" aria-hidden="true" />
            <p className="status-timeline__label">In progress…</p>
          </li>
        )}
      </ol>
    </section>
  );
}
