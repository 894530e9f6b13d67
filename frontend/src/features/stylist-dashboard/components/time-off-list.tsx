/** The time off coming up, each entry with its Remove button. */
import type { TimeOff } from '@beauty/domain/schemas/working-time';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useRemoveTimeOff } from '../api/remove-time-off';
import { describeTimeOff } from '../working-time-form';
import { EXPLAINED, timeOffToasts } from './time-off-toasts';

function TimeOffEntry({
  timeOff,
  removing,
  onRemove,
}: {
  timeOff: TimeOff;
  removing: boolean;
  onRemove: () => void;
}) {
  const { dates, times } = describeTimeOff(timeOff);
  return (
    <li className="schedule-timeoff__entry cluster gap-3">
      <div className="schedule-timeoff__when">
        <p className="schedule-timeoff__dates">{dates}</p>
        <p className="schedule-timeoff__times fine-print">
          {times}
          {timeOff.note ? <span className="schedule-timeoff__note"> · {timeOff.note}</span> : null}
        </p>
      </div>
      <Button size="sm" variant="outline" busy={removing} onClick={onRemove}>
        {removing ? 'Removing...' : 'Remove'}
        <span className="visually-hidden">
          {' '}
          time off on {dates}, {times}
        </span>
      </Button>
    </li>
  );
}

/** 'Coming up': the list, or a line saying there is none; removing keeps focus on the heading. */
export function TimeOffList({ entries }: { entries: readonly TimeOff[] }) {
  const remove = useRemoveTimeOff();
  const onUnauthorized = useUnauthorizedRedirect('/stylist');
  const listTitleRef = useRef<HTMLHeadingElement>(null);

  const removeEntry = (timeOff: TimeOff) =>
    remove.mutate(timeOff.id, {
      onSuccess: () => {
        toast({ ...timeOffToasts.removed, variant: 'success' });
        // The button pressed is gone: keep keyboard focus in the list.
        listTitleRef.current?.focus();
      },
      onError: (error) => {
        if (onUnauthorized(error)) return;
        const status = errorStatus(error);
        const reason =
          status !== undefined && EXPLAINED.has(status) ? readErrorBody(error).message : undefined;
        toast({
          title: timeOffToasts.removeFailed.title,
          description: reason ?? timeOffToasts.removeFailed.description,
          variant: 'destructive',
        });
      },
    });

  return (
    <>
      <h4 ref={listTitleRef} tabIndex={-1} className="caps-heading schedule-timeoff__heading">
        Coming up
      </h4>
      {entries.length > 0 ? (
        <ul className="schedule-timeoff__list stack plain-list" aria-label="Time off coming up">
          {entries.map((timeOff) => (
            <TimeOffEntry
              key={timeOff.id}
              timeOff={timeOff}
              removing={remove.isPending && remove.variables === timeOff.id}
              onRemove={() => removeEntry(timeOff)}
            />
          ))}
        </ul>
      ) : (
        <p className="schedule-timeoff__empty note">No time off planned.</p>
      )}
    </>
  );
}
