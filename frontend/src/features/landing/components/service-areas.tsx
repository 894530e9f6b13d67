import { HOME_SERVICE_AREA, SERVICE_AREAS } from '@beauty/domain/catalog';
import { Link } from 'react-router-dom';
import { MapPinIcon } from '@/components/icons';
import { cn } from '@/lib/cn';

/** Spec 000: the towns we travel to, Puyallup highlighted, and a way to ask about the rest. */
export function ServiceAreas() {
  return (
    <section
      id="service-areas"
      className="landing-section landing-section--ivory"
      aria-labelledby="areas-title"
    >
      <div className="container landing-section__inner">
        <p className="eyebrow">Service Areas</p>
        <h2 id="areas-title">We Come to You</h2>
        <p className="lead">Based in Puyallup and travelling throughout the South Puget Sound.</p>
        <ul className="service-areas">
          {SERVICE_AREAS.map((area) => (
            <li key={area} className={cn('service-areas__item', area === HOME_SERVICE_AREA && 'is-home')}>
              <MapPinIcon />
              {area}
            </li>
          ))}
        </ul>
        <p className="service-areas__note">
          Outside these areas? <Link to="/contact">Contact us</Link> for travel options.
        </p>
      </div>
    </section>
  );
}
