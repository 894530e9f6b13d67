import type { StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatMinutes, planView } from '../booking-plan';
import './booking-plan.css';

/**
 * Who comes when, on an appointment row: when everyone is ready, the area and the party, then
 * each stylist (lead first, the viewer's own part marked) with her styling times, the time she
 * is away including travel, and whom she styles when.
 */
export function BookingPlan({ booking, viewerId }: { booking: StaffBookingRow; viewerId: string }) {
  const plan = planView(booking, viewerId);
  const cancelled = booking.status === 'cancelled';
  return (
    <div className="stylist-plan stack gap-2">
      <p className="stylist-plan__facts cluster fine-print">
        <span className="stylist-plan__ready">{plan.ready}</span>
        {plan.facts.map((fact) => (
          <span key={fact}>{fact}</span>
        ))}
      </p>
      {cancelled ? null : plan.staffed ? (
        <ul className="stack gap-2 plain-list" aria-label="Who comes when">
          {plan.stylists.map((stylist) => (
            <li
              key={stylist.stylistId}
              className={cn(
                'stylist-plan__stylist stack',
                stylist.mine && 'stylist-plan__stylist--mine',
                'fine-print',
              )}
            >
              <p className="stylist-plan__who cluster">
                <span className="stylist-plan__name">{stylist.name}</span>
                <Badge variant={stylist.role === 'Lead' ? 'default' : 'secondary'}>{stylist.role}</Badge>
                {stylist.mine ? <Badge variant="gold">Your part</Badge> : null}
              </p>
              <p className="stylist-plan__when">
                Styling {stylist.styling}
                {stylist.held ? <span className="muted"> · away {stylist.held} with travel</span> : null}
              </p>
              {stylist.people.length > 0 ? (
                <p className="stylist-plan__people cluster">
                  {stylist.people.map((person) => (
                    <span key={`${person.label}-${person.at}`}>
                      {person.label} {person.at} ({formatMinutes(person.minutes)})
                    </span>
                  ))}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="stylist-plan__unstaffed">No stylist holds time for this booking yet.</p>
      )}
    </div>
  );
}
