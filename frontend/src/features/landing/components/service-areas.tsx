import { HOME_SERVICE_AREA } from '@beauty/domain/catalog';
import { Link } from '@/app/navigation/navigation';
import { MapPinIcon } from '@/components/icons';
import { cn } from '@/lib/cn';
import { useListedTowns } from '@/lib/service-areas-queries';
import { SectionHeading } from './section-heading';

/**
 * Spec 000: the towns we travel to (the areas the owner offers, listedTowns), Puyallup
 * highlighted, and a way to ask about the rest.
 */
export function ServiceAreas() {
  const towns = useListedTowns();
  return (
    <section
      id="service-areas"
      className="landing-section landing-section--ivory landing-section--compact"
      aria-labelledby="areas-title"
    >
      <div className="container">
        <SectionHeading
          id="areas-title"
          eyebrow="Service Areas"
          title="We Come to You"
          lead="Based in Puyallup and travelling throughout the South Puget Sound."
        />
        <ul className="service-areas cluster gap-3 plain-list">
          {towns.map((area) => (
            <li key={area} className={cn('service-areas__item', area === HOME_SERVICE_AREA && 'is-home')}>
              <MapPinIcon />
              {area}
              {area === HOME_SERVICE_AREA ? <span className="visually-hidden"> (home base)</span> : null}
            </li>
          ))}
        </ul>
        <p className="service-areas__note note">
          Outside these areas? <Link to="/contact">Contact us</Link> for travel options.
        </p>
      </div>
    </section>
  );
}
