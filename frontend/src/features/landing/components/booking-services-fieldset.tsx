/** Steps 1 and 2 of the landing booking form: the makeup and hair tiers or a bridal package, and the add-ons. */
import type { HairTier, MakeupTier } from '@beauty/domain/catalog';
import type { AddOn, Service } from '@beauty/domain/schemas/catalog';
import { ServiceTierField } from '@/components/booking-fields';
import { Checkbox } from '@/components/ui/checkbox';
import type { BookingAction, BookingFormValues } from '../booking-draft';
import { type BookingFieldsetProps, fieldId, invalidProps } from './booking-form-fields';

/** The makeup and hair selects (a missing service is reported on the makeup field for both). */
const TIER_FIELDS = [
  {
    category: 'makeup',
    field: 'makeupService',
    label: 'Makeup Service',
    none: 'No makeup service',
    choose: (tier: string): BookingAction => ({ type: 'chooseMakeup', tier: tier as MakeupTier | '' }),
  },
  {
    category: 'hair',
    field: 'hairService',
    label: 'Hair Service',
    none: 'No hair service',
    choose: (tier: string): BookingAction => ({ type: 'chooseHair', tier: tier as HairTier | '' }),
  },
] as const;

/** An option reads as the service and its price range. */
const optionLabel = (service: Service) => `${service.name} (${service.priceRange})`;

/** Step 1: a tier of each, or a bridal package; the two exclude each other. */
export function ServicesFieldset({
  values,
  update,
  errors,
  services,
}: BookingFieldsetProps & { services: readonly Service[] }) {
  const tiers = (category: Service['category']) => services.filter((s) => s.category === category);
  return (
    <fieldset className="form-panel__group">
      <legend className="form-panel__legend booking-form__legend inline gap-3">
        <span className="step-badge ring" aria-hidden="true">
          1
        </span>
        Your Services
      </legend>
      <div className="form-row form-row--2">
        {TIER_FIELDS.map(({ category, field, label, none, choose }) => (
          <ServiceTierField
            key={field}
            id={fieldId(field)}
            label={label}
            {...invalidProps(errors, 'makeupService')}
            name={field}
            none={none}
            services={tiers(category)}
            optionLabel={optionLabel}
            value={values[field]}
            onChange={(event) => update(choose(event.target.value))}
          />
        ))}
      </div>
      <p className="or-divider inline gap-3 caps-heading" aria-hidden="true">
        or
      </p>
      <ServiceTierField
        id={fieldId('bridalPackage')}
        label="Bridal Package"
        {...invalidProps(errors, 'makeupService')}
        name="bridalPackage"
        none="No bridal package"
        services={tiers('bridal')}
        optionLabel={optionLabel}
        value={values.bridalPackage}
        onChange={(event) =>
          update({ type: 'choosePackage', id: event.target.value as BookingFormValues['bridalPackage'] })
        }
      />
      <p className="fine-print">
        A bridal package includes makeup and hair, so choosing one clears the tiers, and choosing a tier
        clears the package.
      </p>
    </fieldset>
  );
}

/** Step 2: the standard add-ons, each a checkbox. */
export function AddOnsFieldset({
  values,
  update,
  addOns,
}: Pick<BookingFieldsetProps, 'values' | 'update'> & { addOns: readonly AddOn[] }) {
  return (
    <fieldset className="form-panel__group">
      <legend className="form-panel__legend booking-form__legend inline gap-3">
        <span className="step-badge ring" aria-hidden="true">
          2
        </span>
        Add-Ons <span className="booking-form__optional note">(optional)</span>
      </legend>
      <div className="choice-columns stack gap-3">
        {addOns.map((addOn) => (
          <Checkbox
            key={addOn.id}
            id={`book-addon-${addOn.id}`}
            className="choice-box addon-choice"
            name="addOns"
            value={addOn.id}
            label={addOn.name}
            description={addOn.priceRange}
            checked={values.addOns.includes(addOn.id)}
            onChange={(event) => update({ type: 'toggleAddOn', id: addOn.id, checked: event.target.checked })}
          />
        ))}
      </div>
    </fieldset>
  );
}
