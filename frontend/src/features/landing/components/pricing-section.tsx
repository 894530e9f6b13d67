import type { Service } from '@beauty/domain/schemas/catalog';
import { SparkleIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useCatalogAddOns, useCatalogServices } from '@/lib/catalog-queries';
import { cn } from '@/lib/cn';
import { earlyChoice } from '@/lib/early-choice';
import { useDepositPercents } from '@/lib/site';
import { fieldId } from './booking-form-fields';
import { FeatureChecklist } from './feature-checklist';
import { SectionHeading } from './section-heading';
import './pricing.css';

export type TierCategory = 'makeup' | 'hair';

const GROUPS: ReadonlyArray<{ category: TierCategory; title: string; intro: string }> = [
  { category: 'makeup', title: 'Makeup', intro: 'From a soft natural look to full glam.' },
  { category: 'hair', title: 'Hair', intro: 'Polished waves to intricate bridal updos.' },
];

const TIER_FIELDS = { makeup: 'makeupService', hair: 'hairService' } as const;

function TierCard({
  service,
  category,
  onSelect,
}: {
  service: Service;
  category: TierCategory;
  onSelect: () => void;
}) {
  const titleId = `tier-${service.id}`;
  return (
    <article
      className={cn('offer-card tier-card', service.popular && 'tier-card--popular')}
      aria-labelledby={titleId}
    >
      {service.popular ? <p className="tier-card__badge">POPULAR</p> : null}
      <h4 id={titleId} className="tier-card__name">
        {service.name}
      </h4>
      <p className="price-figure tier-card__price">{service.priceRange}</p>
      <p className="tier-card__description note">{service.description}</p>
      <FeatureChecklist className="tier-card__features" features={service.features} />
      <Button
        variant={service.popular ? 'primary' : 'outline'}
        block
        onClick={onSelect}
        {...earlyChoice({ fieldId: fieldId(TIER_FIELDS[category]), value: service.tier, section: 'book' })}
      >
        Select {service.name}
      </Button>
    </article>
  );
}

function AddOnCard() {
  const addOns = useCatalogAddOns().filter((addOn) => addOn.kind === 'standard');
  return (
    <aside className="addon-card stack gap-6" aria-labelledby="addon-card-title">
      <div className="addon-card__intro stack gap-2">
        <SparkleIcon className="addon-card__icon" />
        <h3 id="addon-card-title" className="addon-card__title">
          Add-Ons
        </h3>
        <p className="note">Finish any service with a little extra.</p>
      </div>
      <ul className="addon-card__list stack plain-list">
        {addOns.map((addOn) => (
          <li key={addOn.id} className="addon-card__item stack gap-1">
            <span className="addon-card__name">{addOn.name}</span>
            <span className="price-figure addon-card__price">{addOn.priceRange}</span>
            <span className="fine-print">{addOn.description}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** #services / #pricing: the makeup and hair tiers, the add-ons and the deposit rule. */
export function PricingSection({
  onSelectService,
}: {
  onSelectService: (category: TierCategory, tier: string) => void;
}) {
  const services = useCatalogServices();
  const deposit = useDepositPercents().standard;
  return (
    <section id="services" className="landing-section landing-section--ivory" aria-labelledby="pricing-title">
      <div id="pricing" className="container">
        <SectionHeading
          id="pricing-title"
          eyebrow="Services & Pricing"
          title="Makeup & Hair Services"
          lead="Three tiers for makeup and for hair, each with transparent pricing. Choose one of each, or see our bridal packages below."
        />
        {GROUPS.map(({ category, title, intro }) => (
          <div key={category} className="pricing-group">
            <div className="pricing-group__heading cluster">
              <h3 id={`tier-group-${category}`}>{title}</h3>
              <p className="note">{intro}</p>
            </div>
            <div className="offer-grid stack gap-6 pricing-group__cards">
              {services
                .filter((service) => service.category === category)
                .map((service) => (
                  <TierCard
                    key={service.id}
                    service={service}
                    category={category}
                    onSelect={() => onSelectService(category, service.tier)}
                  />
                ))}
            </div>
          </div>
        ))}
        <AddOnCard />
        <p className="deposit-notice">
          <strong>{deposit}% deposit</strong> secures your appointment; the balance is due on the day of your
          service.
        </p>
      </div>
    </section>
  );
}
