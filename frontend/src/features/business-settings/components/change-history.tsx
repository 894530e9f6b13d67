import type { BusinessSettingsChange } from '@beauty/domain/schemas/business-settings';
import { RegionCard } from '@/components/ui/card';
import { formatStaffTime } from '@/lib/booking-display';
import { changeLine } from '../change-words';

/** The recent changes, newest first: who, when, and each field from what to what. */
export function ChangeHistory({ history }: { history: readonly BusinessSettingsChange[] }) {
  return (
    <RegionCard
      className="business-card"
      titleId="business-history-title"
      title="Recent changes"
      description="Every change is recorded with who made it and when (a save that changes nothing adds no entry)."
    >
      {history.length === 0 ? (
        <p className="muted">No changes yet: these are the first-run settings.</p>
      ) : (
        <ol className="stack gap-4 plain-list divided">
          {history.map((entry) => (
            <li key={entry.id} className="business-history__entry stack gap-2">
              <p className="business-history__who cluster">
                <strong>{entry.changedBy.name}</strong>{' '}
                <time dateTime={entry.changedAt} className="muted">
                  {formatStaffTime(entry.changedAt)}
                </time>
              </p>
              <ul className="business-history__changes stack gap-1">
                {entry.changes.map((change) => (
                  <li key={change.field}>{changeLine(change)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </RegionCard>
  );
}
