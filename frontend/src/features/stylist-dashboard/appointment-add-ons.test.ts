import { SELECTION_PROBLEM_MESSAGES } from '@beauty/domain/booking-rules';
import { LIMITS } from '@beauty/domain/limits';
import { type StylistAppointmentInput, stylistAppointmentInput } from '@beauty/domain/schemas/booking';
import { DEFAULT_SERVICE_AREAS } from '@beauty/domain/service-areas';
import { validator } from '@beauty/domain/validation';
import { describe, expect, it } from '@jest/globals';
import { seededAddOns, seededServices } from '../../lib/catalog-queries';
import {
  type AppointmentFormValues,
  appointmentFormReducer,
  appointmentProblem,
  appointmentQuote,
  appointmentSelection,
  EMPTY_APPOINTMENT,
  toAppointmentInput,
} from './appointment-form';
import { addOnNames } from './appointment-rows';

// 'Create New Appointment' takes the event's location and the catalog's add-ons as /book does.

const TODAY = '2026-06-14';
const stylistAppointmentValidator = validator<StylistAppointmentInput>(stylistAppointmentInput);
const bridalAddOnIds = seededAddOns.filter((a) => a.kind === 'bridal').map((a) => a.id);
const filled: AppointmentFormValues = {
  ...EMPTY_APPOINTMENT,
  clientName: 'Avery Lindqvist',
  clientEmail: 'avery@example.com',
  eventDate: '2026-06-20',
  eventTime: '10:00',
  serviceArea: 'puyallup',
  makeupService: 'good',
};
const area = (id: string) => DEFAULT_SERVICE_AREAS.find((a) => a.id === id);
const lines = (values: AppointmentFormValues, areaId?: string) =>
  appointmentQuote(values, seededServices, areaId ? area(areaId) : null, seededAddOns)?.lines.map((line) => [
    line.label,
    line.priceMinCents,
    line.custom,
  ]);

describe('new appointment add-ons and location', () => {
  it('starts with no location and no add-ons, ticks and unticks an add-on, and resets them', () => {
    expect(EMPTY_APPOINTMENT).toMatchObject({ location: '', addOns: [] });
    const ticked = appointmentFormReducer(
      appointmentFormReducer(filled, { type: 'toggleAddOn', id: 'lashes', checked: true }),
      { type: 'toggleAddOn', id: 'shopping', checked: true },
    );
    expect(ticked.addOns).toEqual(['lashes', 'shopping']);
    // Ticking twice keeps it once; unticking takes it away.
    expect(
      appointmentFormReducer(ticked, { type: 'toggleAddOn', id: 'lashes', checked: true }).addOns,
    ).toEqual(['shopping', 'lashes']);
    expect(
      appointmentFormReducer(ticked, { type: 'toggleAddOn', id: 'lashes', checked: false }).addOns,
    ).toEqual(['shopping']);
    const placed = appointmentFormReducer(ticked, { type: 'setText', field: 'location', value: 'The Grand' });
    expect(placed.location).toBe('The Grand');
    expect(appointmentFormReducer(placed, { type: 'reset' })).toEqual(EMPTY_APPOINTMENT);
  });

  it('drops what a package includes when one is chosen, and the bridal extras when it goes', () => {
    const lashes = appointmentFormReducer(filled, { type: 'toggleAddOn', id: 'lashes', checked: true });
    const bride = appointmentFormReducer(lashes, { type: 'choosePackage', id: 'bride-only', bridalAddOnIds });
    // The packages include false lashes: not an add-on beside one.
    expect(bride).toMatchObject({ bridalPackage: 'bride-only', makeupService: '', addOns: [] });
    const extras = ['skin-prep', 'shopping'].reduce(
      (state, id) => appointmentFormReducer(state, { type: 'toggleAddOn', id, checked: true }),
      bride,
    );
    expect(
      appointmentFormReducer(extras, { type: 'chooseHair', tier: 'styled', bridalAddOnIds }),
    ).toMatchObject({ bridalPackage: '', hairService: 'styled', addOns: ['shopping'] });
    expect(appointmentFormReducer(extras, { type: 'choosePackage', id: '', bridalAddOnIds }).addOns).toEqual([
      'shopping',
    ]);
    // Another package keeps them.
    expect(
      appointmentFormReducer(extras, { type: 'choosePackage', id: 'bride-plus-1', bridalAddOnIds }).addOns,
    ).toEqual(['skin-prep', 'shopping']);
  });

  it('prices the add-ons in the estimate: per person, by the hour, custom ones at nothing until quoted', () => {
    expect(lines({ ...filled, partySize: 2, addOns: ['lashes', 'shopping'] }, 'south-hill')).toEqual([
      ['Good × 2', 10_000, false],
      ['False Lashes × 2', 4_000, false],
      ['Personal Shopping', 5_000, false],
      ['Travel to South Hill', 1_500, false],
    ]);
    expect(
      appointmentQuote({ ...filled, addOns: ['lashes'] }, seededServices, area('puyallup'), seededAddOns)
        ?.totalCents,
    ).toBe(7_000);
    const bride = { ...filled, makeupService: '' as const, bridalPackage: 'bride-only' as const };
    expect(lines({ ...bride, addOns: ['onsite-touchups'] }, 'puyallup')).toContainEqual([
      'On-site stylist stay for touch-ups (2 hours)',
      15_000,
      false,
    ]);
    // Without an area, the travel add-on is a custom line adding nothing.
    expect(lines({ ...filled, addOns: ['travel'] })).toEqual([
      ['Good', 5_000, false],
      ['Travel Fee', 0, true],
    ]);
    // What does not apply is left out, as on /book: a bridal extra without a package, lashes beside one.
    expect(lines({ ...filled, addOns: ['skin-prep'] }, 'puyallup')).toEqual([
      ['Good', 5_000, false],
      ['Travel to Puyallup', 0, false],
    ]);
    expect(lines({ ...bride, addOns: ['lashes'] }, 'puyallup')?.map(([label]) => label)).toEqual([
      'Bride Only Package',
      'Travel to Puyallup',
    ]);
    // The times asked for are for the add-ons too (lashes take time).
    expect(appointmentSelection({ ...filled, addOns: ['lashes'] }).addOns).toEqual(['lashes']);
  });

  it('sends the trimmed location and the add-ons that apply, in a shape the schema accepts', () => {
    const input = toAppointmentInput(
      { ...filled, location: '  Hotel Murano, 1320 Broadway, Tacoma  ', addOns: ['lashes', 'skin-prep'] },
      seededAddOns,
    );
    expect(input).toMatchObject({ location: 'Hotel Murano, 1320 Broadway, Tacoma', addOns: ['lashes'] });
    expect(stylistAppointmentValidator(input)).toBe(true);
    const bride = toAppointmentInput(
      { ...filled, makeupService: '', bridalPackage: 'bride-only', addOns: ['skin-prep', 'lashes'] },
      seededAddOns,
    );
    expect(bride.addOns).toEqual(['skin-prep']);
    expect(stylistAppointmentValidator(bride)).toBe(true);
    // Nothing chosen, nothing sent; an add-on the catalog no longer offers is not sent either.
    const plain = toAppointmentInput({ ...filled, addOns: ['gold-leaf'] }, seededAddOns);
    expect(plain).not.toHaveProperty('addOns');
    expect(plain).not.toHaveProperty('location');
    // The schema's limit is the field's maxLength.
    expect(stylistAppointmentValidator({ ...input, location: 'x'.repeat(LIMITS.shortText + 1) })).toBe(false);
  });

  it('points at the add-ons when one does not go with the services', () => {
    expect(appointmentProblem({ ...filled, addOns: ['lashes'] }, TODAY, seededAddOns)).toBeNull();
    expect(appointmentProblem({ ...filled, addOns: ['skin-prep'] }, TODAY, seededAddOns)).toEqual({
      toast: {
        title: 'Missing Information',
        description: SELECTION_PROBLEM_MESSAGES['bridal-add-on-without-package'],
      },
      fields: ['addOns'],
    });
  });

  it('names a booking’s add-ons for its notes, in catalog order', () => {
    expect(addOnNames(['shopping', 'lashes'], seededAddOns)).toBe('False Lashes, Personal Shopping');
    expect(addOnNames(['gold-leaf'], seededAddOns)).toBe('gold-leaf');
    expect(addOnNames([], seededAddOns)).toBe('');
  });
});
