import { FULL_BRIDAL_PARTY, type StaffingSelection } from '@beauty/domain/booking-rules';

/** What every booking form holds of the services: '' for nothing chosen, as the controls do. */
export interface FormServices {
  makeupService: string;
  hairService: string;
  bridalPackage: string;
  addOns?: readonly string[];
  /** People styled with the tiers. */
  partySize: number;
  /** The Full Bridal Party's bridesmaids, '' until chosen. */
  bridesmaidCount: number | '';
}

/**
 * A form's services as the booking rules read them (and GET /api/availability asks): the party
 * size only with tiers, the bridesmaids only with the Full Bridal Party.
 */
export function formSelection(values: FormServices): StaffingSelection {
  const selection: StaffingSelection = {
    makeupService: values.makeupService || null,
    hairService: values.hairService || null,
    bridalPackage: values.bridalPackage || null,
    partySize: values.bridalPackage ? null : values.partySize,
    bridesmaidCount:
      values.bridalPackage === FULL_BRIDAL_PARTY && values.bridesmaidCount !== ''
        ? values.bridesmaidCount
        : null,
  };
  if (values.addOns) selection.addOns = values.addOns;
  return selection;
}
