import type { BridalPackageId, HairTier, MakeupTier } from '@beauty/domain/catalog';
import type { AddOn, Service } from '@beauty/domain/schemas/catalog';
import type { Dispatch } from 'react';
import { AddOnChoices } from '@/components/booking-extra-fields';
import { ChoiceTile } from '@/components/choice-tile';
import { FieldError } from '@/components/ui/form-field';
import { offeredAddOns } from '@/lib/form-selection';
import type { BookFormAction, BookFormValues } from '../booking-form';
import { bookFieldId } from './appointment-details';
import { FormCard } from './form-card';

type Category = Service['category'];

const GROUPS: ReadonlyArray<{ category: Category; legend: string; none: string }> = [
  { category: 'makeup', legend: 'Makeup', none: 'No makeup service' },
  { category: 'hair', legend: 'Hair', none: 'No hair service' },
];

function TierGroup({
  category,
  legend,
  none,
  services,
  value,
  invalid,
  onChoose,
}: {
  category: Category;
  legend: string;
  none: string;
  services: readonly Service[];
  value: string;
  invalid: boolean;
  onChoose: (tier: string) => void;
}) {
  const name = `book-${category}`;
  return (
    <fieldset className={`choice-tiles tier-group tier-group--${category}`}>
      <legend className="tier-group__legend caps-heading">{legend}</legend>
      <div className="tier-group__tiles">
        <ChoiceTile
          id={`${name}-none`}
          type="radio"
          name={name}
          value=""
          className="choice-tile--none"
          label="None"
          description={none}
          checked={value === ''}
          onChange={() => onChoose('')}
        />
        {services.map((service) => (
          <ChoiceTile
            key={service.id}
            id={`${name}-${service.tier}`}
            type="radio"
            name={name}
            value={service.tier}
            label={service.name}
            aside={service.priceRange}
            description={service.description}
            flag={service.popular ? 'Popular' : undefined}
            checked={value === service.tier}
            aria-invalid={invalid || undefined}
            onChange={() => onChoose(service.tier)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Step 1: a makeup tier and a hair tier, or a bridal package (they exclude each other), and add-ons. */
export function ServiceSelection({
  values,
  dispatch,
  services,
  addOns,
  error,
  addOnsError,
}: {
  values: BookFormValues;
  dispatch: Dispatch<BookFormAction>;
  services: readonly Service[];
  addOns: readonly AddOn[];
  error?: string;
  /** A refused add-on (the server's words): shown under them, and focus goes there. */
  addOnsError?: string;
}) {
  const inCategory = (category: Category) => services.filter((s) => s.category === category);
  const bridalExtras = addOns.filter((a) => a.kind === 'bridal');
  const bridalAddOnIds = bridalExtras.map((a) => a.id);
  // Bridal extras go with a bridal package only, and what a package includes not beside one
  // (the server refuses them otherwise).
  const offered = offeredAddOns(values, addOns);

  return (
    <FormCard
      step={1}
      id="book-services"
      title="Choose Your Services"
      description="Pick a makeup and a hair tier, or a bridal package that includes both. Choosing a package clears the tiers, and choosing a tier clears the package."
    >
      <div className="service-selection__tiers stack gap-6">
        {GROUPS.map(({ category, legend, none }) => (
          <TierGroup
            key={category}
            category={category}
            legend={legend}
            none={none}
            services={inCategory(category)}
            value={category === 'makeup' ? values.makeupService : values.hairService}
            invalid={Boolean(error)}
            onChoose={(tier) =>
              dispatch(
                category === 'makeup'
                  ? { type: 'chooseMakeup', tier: tier as MakeupTier | '', bridalAddOnIds }
                  : { type: 'chooseHair', tier: tier as HairTier | '', bridalAddOnIds },
              )
            }
          />
        ))}
      </div>
      <p className="or-divider inline gap-3 caps-heading" aria-hidden="true">
        or
      </p>
      <TierGroup
        category="bridal"
        legend="Bridal Package"
        none="No bridal package"
        services={inCategory('bridal')}
        value={values.bridalPackage}
        invalid={Boolean(error)}
        onChoose={(id) => dispatch({ type: 'choosePackage', id: id as BridalPackageId | '', bridalAddOnIds })}
      />
      {error ? <FieldError id="book-services-error" message={error} /> : null}
      <AddOnChoices
        id={bookFieldId('addOns')}
        error={addOnsError}
        idFor={(id) => `book-addon-${id}`}
        addOns={offered}
        chosen={values.addOns}
        onToggle={(id, checked) => dispatch({ type: 'toggleAddOn', id, checked })}
      />
    </FormCard>
  );
}
