import { LIMITS } from '@beauty/domain/limits';
import type { AddOn } from '@beauty/domain/schemas/catalog';
import type { ComponentProps } from 'react';
import { ChoiceTile } from '@/components/choice-tile';
import { InputField } from '@/components/ui/fields';
import { FieldError } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import './booking-extra-fields.css';

/**
 * The booking fields beside the services and the time (booking-fields.tsx): where exactly the
 * event is, and the catalog's add-ons. /book's are the model: the same label, limit and choices.
 */

/**
 * 'Event Location (optional)': the street address, venue or hotel within the service area, at most
 * LIMITS.shortText characters. The stylists travel there, so they see it on the booking.
 */
export function EventLocationField({
  placeholder = 'Street address, venue or hotel',
  hint = 'We travel to you. Your stylist will see this address, so they know where to meet you.',
  autoComplete = 'street-address',
  ...input
}: Omit<ComponentProps<typeof InputField>, 'label' | 'labelNote' | 'maxLength' | 'type'>) {
  return (
    <InputField
      label="Event Location"
      labelNote="(optional)"
      name="location"
      maxLength={LIMITS.shortText}
      placeholder={placeholder}
      hint={hint}
      autoComplete={autoComplete}
      {...input}
    />
  );
}

/** How an add-on's price reads beside it: its range, or 'Custom pricing' (quoted, not estimated). */
export const addOnPriceLabel = (addOn: Pick<AddOn, 'priceType' | 'priceRange'>) =>
  addOn.priceType === 'custom' ? 'Custom pricing' : addOn.priceRange;

/**
 * The add-ons offered beside the services (lib/form-selection offeredAddOns), each a checkbox
 * ChoiceTile with its price and description, in /book's two groups: the add-ons, and the bridal
 * extras (offered with a package only). `id` goes on the first group, so a message can take focus
 * there. The groups are titled in small capitals as /book's tiers are, or, where small capitals
 * title a form's sections (the stylist's dialog), as a field's label.
 */
export function AddOnChoices({
  id,
  idFor,
  addOns,
  chosen,
  onToggle,
  error,
  titles = 'heading',
}: {
  id?: string;
  /** A checkbox's id from its add-on's id. */
  idFor: (addOnId: string) => string;
  /** The offered add-ons, in catalog order. */
  addOns: readonly AddOn[];
  chosen: readonly string[];
  onToggle: (addOnId: string, checked: boolean) => void;
  error?: string;
  titles?: 'heading' | 'label';
}) {
  const groups = [
    { title: 'Add-ons', items: addOns.filter((addOn) => addOn.kind !== 'bridal') },
    { title: 'Bridal extras', items: addOns.filter((addOn) => addOn.kind === 'bridal') },
  ].filter((group) => group.items.length > 0);
  const errorId = error && id ? `${id}-error` : undefined;
  return (
    <>
      {groups.map((group, index) => (
        <fieldset
          key={group.title}
          id={index === 0 ? id : undefined}
          tabIndex={index === 0 && id ? -1 : undefined}
          className={cn('choice-tiles add-on-choices', titles === 'label' && 'add-on-choices--label')}
          aria-describedby={errorId}
        >
          <legend className={cn('add-on-choices__legend', titles === 'label' ? 'label' : 'caps-heading')}>
            {group.title} <span className="label__note muted">(optional)</span>
          </legend>
          <div className="add-on-choices__tiles">
            {group.items.map((addOn) => (
              <ChoiceTile
                key={addOn.id}
                id={idFor(addOn.id)}
                type="checkbox"
                name="addOns"
                value={addOn.id}
                label={addOn.name}
                aside={addOnPriceLabel(addOn)}
                description={addOn.description}
                checked={chosen.includes(addOn.id)}
                onChange={(event) => onToggle(addOn.id, event.target.checked)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      {error && errorId ? <FieldError id={errorId} message={error} /> : null}
    </>
  );
}
