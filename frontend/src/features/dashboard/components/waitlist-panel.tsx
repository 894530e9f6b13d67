import { type WaitlistEntry, waitlistMessages } from '@beauty/domain/schemas/waitlist';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DateTile } from '@/components/date-tile';
import { LoadError } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { readErrorBody } from '@/lib/api-client';
import { useCatalogAddOns, useCatalogServices } from '@/lib/catalog-queries';
import { cn } from '@/lib/cn';
import { formatEventDate } from '@/lib/labels';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useWaitlist } from '../api/get-waitlist';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { waitlistSelectionWords, waitlistStatus } from '../waitlist-words';
import { Panel } from './panel';
import '@/styles/patterns/staff-list-item.css';

function WaitlistRow({
  entry,
  selection,
  leaving,
  onLeave,
}: {
  entry: WaitlistEntry;
  selection: string;
  leaving: boolean;
  onLeave: () => void;
}) {
  const status = waitlistStatus(entry);
  const day = formatEventDate(entry.eventDate);
  const open = status.tone === 'open';
  return (
    <li className={cn('waitlist-entry', open && 'waitlist-entry--open', 'beside')}>
      <DateTile isoDate={entry.eventDate} />
      <div className="staff-item__main stack waitlist-entry__main">
        <p className="staff-item__title waitlist-entry__date">{day}</p>
        <p className="waitlist-entry__selection">{selection}</p>
        <p className="note">{entry.serviceAreaName}</p>
        <p className="waitlist-entry__status cluster">
          <Badge variant={open ? 'gold' : 'secondary'}>{status.label}</Badge>
          <span className="note">{status.note}</span>
        </p>
      </div>
      <div className="waitlist-entry__actions cluster gap-2">
        <Link
          to={entry.bookUrl}
          className={buttonClasses({ variant: open ? 'primary' : 'outline', size: 'sm' })}
        >
          Book now<span className="visually-hidden"> for {day}</span>
        </Link>
        <Button variant="ghost" size="sm" busy={leaving} onClick={onLeave}>
          {leaving ? 'Leaving...' : 'Leave'}
          <span className="visually-hidden"> the waitlist for {day}</span>
        </Button>
      </div>
    </li>
  );
}

/**
 * The dates she waits on (GET /api/waitlist): each with her selection, the area and whether time
 * has opened up, a link that opens /book filled in (first when time has opened up) and a way to
 * leave. Shown only when she has entries, or has just left her last one.
 */
export function WaitlistPanel() {
  const waitlist = useWaitlist();
  const leave = useLeaveWaitlist();
  const services = useCatalogServices();
  const addOns = useCatalogAddOns();
  const onUnauthorized = useUnauthorizedRedirect('/');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [hasLeft, setHasLeft] = useState(false);

  const onLeave = (entry: WaitlistEntry) => {
    if (leave.isPending) return;
    leave.mutate(entry.id, {
      onSuccess: () => {
        setHasLeft(true);
        toast({ title: 'Left the Waitlist', description: waitlistMessages.left, variant: 'success' });
        // The row (and its button) is gone: focus goes to the list's heading.
        titleRef.current?.focus();
      },
      onError: (error) => {
        if (onUnauthorized(error)) return;
        toast({
          title: 'Could Not Leave the Waitlist',
          description: readErrorBody(error).message ?? 'Please try again in a moment.',
          variant: 'destructive',
        });
      },
    });
  };

  if (waitlist.isPending) return null;
  const entries = waitlist.data ?? [];
  if (!waitlist.isError && entries.length === 0 && !hasLeft) return null;

  return (
    <Panel id="waitlist" title="Waitlist" className="waitlist-panel" titleRef={titleRef}>
      {waitlist.isError ? (
        <LoadError
          text="Your waitlist could not be loaded just now."
          onRetry={() => void waitlist.refetch()}
        />
      ) : entries.length === 0 ? (
        <p className="waitlist-panel__empty note">You are not waiting on any dates.</p>
      ) : (
        <ul className="panel__list stack plain-list">
          {entries.map((entry) => (
            <WaitlistRow
              key={entry.id}
              entry={entry}
              selection={waitlistSelectionWords(entry.selection, { services, addOns })}
              leaving={leave.isPending && leave.variables === entry.id}
              onLeave={() => onLeave(entry)}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}
