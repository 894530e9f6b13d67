/** The landing booking form's side panel: what she has chosen, when, and the estimate. */
import { depositRatesOf, formatDollars, formatEstimate } from '@beauty/domain/pricing';
import type { AddOn, Service } from '@beauty/domain/schemas/catalog';
import type { ServiceArea } from '@beauty/domain/service-areas';
import { formatSlot } from '@beauty/domain/slots';
import { CalendarHeartIcon, CheckIcon } from '@/components/icons';
import { applicableAddOns, type EstimateLine, estimate, hasChosenService } from '@/lib/form-selection';
import { formatEventDate } from '@/lib/labels';
import { useDepositPercents } from '@/lib/site';
import type { BookingFormValues } from '../booking-draft';

/** Her selections beside the form, priced as the pricing section shows them. */
export function BookingSummary({
  values,
  services,
  addOns,
  area,
}: {
  values: BookingFormValues;
  services: readonly Service[];
  addOns: readonly AddOn[];
  area: ServiceArea | null;
}) {
  const hasServices = hasChosenService(values);
  const priced = estimate(values, services, addOns, area, depositRatesOf(useDepositPercents()));
  // A single tier or add-on shows its range, as the pricing section does; a party shows its sum.
  const priceText = (line: EstimateLine) => {
    if (line.custom) return 'Quoted';
    const item = services.find((s) => s.id === line.id) ?? addOns.find((a) => a.id === line.id);
    if (item && line.quantity === 1 && line.kind !== 'Travel') return item.priceRange;
    return line.priceMinCents === 0 ? 'No fee' : formatEstimate(line.priceMinCents);
  };

  return (
    <aside className="price-summary stack gap-5 sticky-aside" aria-labelledby="booking-summary-title">
      <h3 id="booking-summary-title" className="price-summary__title">
        Your Selections
      </h3>
      {priced.lines.length === 0 || (!hasServices && applicableAddOns(values, addOns).length === 0) ? (
        <p className="note">
          Nothing chosen yet. Pick a makeup or hair tier, or a bridal package, and it will appear here.
        </p>
      ) : (
        <ul className="price-summary__lines stack plain-list">
          {priced.lines.map((line) => (
            <li key={line.id}>
              <span>
                <span className="price-summary__kind caps-tag">{line.kind}</span>
                {line.label}
              </span>
              <span className="price-summary__price">{priceText(line)}</span>
            </li>
          ))}
        </ul>
      )}
      {values.eventDate || values.eventTime ? (
        <p className="price-summary__when">
          <CalendarHeartIcon />
          <span>
            {values.eventDate ? formatEventDate(values.eventDate) : 'Date to be chosen'}
            {values.eventTime
              ? `${values.timeMode === 'ready-by' ? ', everyone ready by' : ' at'} ${formatSlot(values.eventTime)}`
              : ''}
          </span>
        </p>
      ) : null}
      <div className="price-summary__total booking-summary__estimate note">
        <span>Estimated from</span>
        <strong className="price-figure">
          {hasServices && priced.totalCents > 0 ? formatDollars(priced.totalCents) : '—'}
        </strong>
      </div>
      <ul className="check-list stack gap-2 plain-list booking-summary__notes fine-print">
        <li>
          <CheckIcon />
          {Math.round(priced.depositRate * 100)}% deposit secures your{' '}
          {values.bridalPackage ? 'booking' : 'appointment'}
        </li>
        <li>
          <CheckIcon />
          {area
            ? area.quoted
              ? 'Travel is quoted for your location'
              : `Travel to ${area.name} is in the estimate`
            : 'Travel depends on your area'}
        </li>
        <li>
          <CheckIcon />
          Sign in to confirm; your selections are saved
        </li>
      </ul>
    </aside>
  );
}
