import type { BookingDetail } from '@beauty/domain/schemas/booking';
import { MapPinIcon, UserIcon } from '@/components/icons';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { customerPlan } from './booking-detail-words';

/**
 * Who comes when: when styling starts and when everyone is ready, where, how many, and each
 * stylist with her styling times and whom she styles when; while nobody holds the time yet, that
 * the studio will assign the stylists.
 */
export function AppointmentPlan({ booking }: { booking: BookingDetail }) {
  const plan = customerPlan(booking);
  return (
    <Card className="appointment-plan">
      <CardHeader>
        <CardTitle>Who Comes When</CardTitle>
        <CardDescription>All times are Pacific time, on the day of your appointment.</CardDescription>
      </CardHeader>
      <CardContent className="stack gap-6">
        <dl className="plan-moments">
          <div className="plan-moments__item stack gap-1 tile">
            <dt className="caps-tag">Styling starts</dt>
            <dd>{plan.startsAt}</dd>
          </div>
          <div className="plan-moments__item plan-moments__item--ready stack gap-1 tile">
            <dt className="caps-tag">{plan.readyLabel}</dt>
            <dd>{plan.ready}</dd>
          </div>
          {plan.stayUntil ? (
            <div className="plan-moments__item stack gap-1 tile">
              <dt className="caps-tag">Touch-ups until</dt>
              <dd>{plan.stayUntil}</dd>
            </div>
          ) : null}
        </dl>

        <dl className="plan-place stack gap-3">
          <div className="plan-place__row stack">
            <dt className="caps-tag">
              <MapPinIcon />
              Where
            </dt>
            <dd>
              {booking.serviceAreaName ? (
                <span className="plan-place__area">{booking.serviceAreaName}</span>
              ) : null}
              {booking.location ? (
                <span className="plan-place__address">{booking.location}</span>
              ) : (
                <span className="muted">We will confirm where to meet you before the day.</span>
              )}
            </dd>
          </div>
          <div className="plan-place__row stack">
            <dt className="caps-tag">
              <UserIcon />
              Party
            </dt>
            <dd>{plan.party}</dd>
          </div>
        </dl>

        {plan.team === 'staffed' ? (
          <ul className="plan-team stack plain-list divided" aria-label="Your stylists">
            {plan.stylists.map((stylist) => (
              <li key={stylist.key} className="plan-team__stylist beside">
                <span className="plan-team__monogram ring" aria-hidden="true">
                  {stylist.firstName.charAt(0)}
                </span>
                <div className="plan-team__text stack">
                  <p className="plan-team__who cluster">
                    <span className="plan-team__name">{stylist.firstName}</span>
                    <span className="plan-team__role">{stylist.role}</span>
                  </p>
                  <p className="plan-team__styling">Styling {stylist.styling}</p>
                  {stylist.people ? <p className="note">{stylist.people}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        ) : plan.team === 'to-assign' ? (
          <p className="plan-team__pending">
            Our studio will assign your stylists and let you know who is coming before the day.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
