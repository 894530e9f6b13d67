import { TRIAL_RUN_MINUTES } from '@beauty/domain/booking-rules';
import type { BridalPackageId } from '@beauty/domain/catalog';
import type { Service } from '@beauty/domain/schemas/catalog';
import { CheckIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useCatalogAddOns, useCatalogServices } from '@/lib/catalog-queries';
import { cn } from '@/lib/cn';
import { earlyChoice } from '@/lib/early-choice';
import { useDepositPercents } from '@/lib/site';
import { fieldId } from './booking-form-fields';
import { FeatureChecklist } from './feature-checklist';
import { SectionHeading } from './section-heading';
import './bridal.css';

function PackageCard({
  service,
  selected,
  onSelect,
}: {
  service: Service;
  selected: boolean;
  onSelect: () => void;
}) {
  const titleId = `package-${service.tier}`;
  return (
    <article
      className={cn(
        'offer-card package-card',
        service.popular && 'package-card--popular',
        selected && 'package-card--selected',
      )}
      aria-labelledby={titleId}
    >
      <div className="package-card__flags cluster gap-2">
        {service.popular ? <p className="package-card__popular">Most Popular</p> : null}
        {selected ? (
          <p className="package-card__selected">
            <CheckIcon />
            Selected
          </p>
        ) : null}
      </div>
      <h3 id={titleId} className="package-card__name">
        {service.name}
      </h3>
      <p className="note">{service.description}</p>
      <p className="price-figure package-card__price">{service.priceRange}</p>
      <FeatureChecklist className="package-card__features" features={service.features} />
      <Button
        variant={selected ? 'primary' : 'outline'}
        block
        aria-describedby={titleId}
        onClick={onSelect}
        {...earlyChoice({ fieldId: fieldId('bridalPackage'), value: service.tier, section: 'book' })}
      >
        {selected ? 'Package Selected' : 'Select Package'}
      </Button>
    </article>
  );
}

/**
 * #bridal: the three packages, deposit and extras. The card marked Selected is the booking form's
 * package: a card cannot be deselected, but choosing a tier or another package in the form moves
 * or clears the mark.
 */
export function BridalPackages({
  selectedPackage,
  onSelectPackage,
}: {
  selectedPackage: string;
  onSelectPackage: (id: BridalPackageId) => void;
}) {
  const packages = useCatalogServices().filter((service) => service.category === 'bridal');
  const extras = useCatalogAddOns().filter((addOn) => addOn.kind === 'bridal');
  const deposit = useDepositPercents().bridal;

  return (
    <section id="bridal" className="landing-section landing-section--cream" aria-labelledby="bridal-title">
      <div className="container">
        <SectionHeading
          id="bridal-title"
          eyebrow="Bridal Packages"
          title="For Your Wedding Day"
          lead={`Every package begins with a ${TRIAL_RUN_MINUTES}-minute consultation and trial run, so the morning of your wedding is calm, unhurried and entirely about you.`}
        />
        <div className="offer-grid stack gap-6 package-grid">
          {packages.map((service) => (
            <PackageCard
              key={service.id}
              service={service}
              selected={selectedPackage === service.tier}
              onSelect={() => onSelectPackage(service.tier as BridalPackageId)}
            />
          ))}
        </div>
        <div className="bridal-extras stack gap-6">
          <div className="bridal-extras__deposit">
            <h3 className="bridal-extras__title">Securing Your Date</h3>
            <p>
              Bridal packages require a <strong>{deposit}% deposit</strong> to secure your booking. The
              balance is due on your wedding day.
            </p>
            <dl className="bridal-extras__facts stack gap-3">
              <div>
                <dt>Deposit</dt>
                <dd>{deposit}% of your package</dd>
              </div>
              <div>
                <dt>Balance</dt>
                <dd>Due on the service date</dd>
              </div>
              <div>
                <dt>Trial run</dt>
                <dd>{TRIAL_RUN_MINUTES} minutes, in every package</dd>
              </div>
            </dl>
          </div>
          <div className="bridal-extras__addons">
            <h3 id="bridal-addons-title" className="bridal-extras__title">
              Optional Add-Ons
            </h3>
            <ul className="bridal-extras__list stack plain-list">
              {extras.map((addOn) => (
                <li key={addOn.id}>
                  <span>{addOn.name}</span>
                  <span className="bridal-extras__price">{addOn.priceRange}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
