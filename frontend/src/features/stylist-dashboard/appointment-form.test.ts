import { SELECTION_PROBLEM_MESSAGES } from '@beauty/domain/booking-rules';
import { toasts } from '@beauty/domain/messages';
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
  pastDateToast,
  serviceOptionLabel,
  servicesOf,
  toAppointmentInput,
} from './appointment-form';

const TODAY = '2026-06-14';
// The schema the browser's precompiled validator and the server both check.
const stylistAppointmentValidator = validator<StylistAppointmentInput>(stylistAppointmentInput);
const filled: AppointmentFormValues = {
  ...EMPTY_APPOINTMENT,
  clientName: '  Avery Lindqvist ',
  clientEmail: 'avery@example.com ',
  eventDate: '2026-06-20',
  eventTime: '10:00',
  serviceArea: 'puyallup',
  makeupService: 'better',
};
const area = (id: string) => DEFAULT_SERVICE_AREAS.find((a) => a.id === id);

describe('new appointment form', () => {
  it('clears makeup and hair when a bridal package is chosen, and the package when a tier is', () => {
    const withTiers = appointmentFormReducer(
      appointmentFormReducer(EMPTY_APPOINTMENT, { type: 'chooseMakeup', tier: 'best' }),
      { type: 'chooseHair', tier: 'updo' },
    );
    const withPackage = appointmentFormReducer(withTiers, { type: 'choosePackage', id: 'bride-plus-1' });
    expect(withPackage).toMatchObject({ bridalPackage: 'bride-plus-1', makeupService: '', hairService: '' });
    expect(appointmentFormReducer(withPackage, { type: 'chooseHair', tier: 'simple' })).toMatchObject({
      bridalPackage: '',
      hairService: 'simple',
    });
    // Choosing 'none' leaves the others alone.
    expect(appointmentFormReducer(withPackage, { type: 'chooseMakeup', tier: '' }).bridalPackage).toBe(
      'bride-plus-1',
    );
    expect(appointmentFormReducer(withTiers, { type: 'choosePackage', id: '' })).toMatchObject({
      makeupService: 'best',
      hairService: 'updo',
    });
    expect(appointmentFormReducer(withTiers, { type: 'reset' })).toEqual(EMPTY_APPOINTMENT);
  });

  it('keeps the bridesmaids with the Full Bridal Party only, and lets the time go with a new time mode', () => {
    const party = appointmentFormReducer(
      appointmentFormReducer(EMPTY_APPOINTMENT, { type: 'choosePackage', id: 'bride-plus-party' }),
      { type: 'setBridesmaids', count: 4 },
    );
    expect(party.bridesmaidCount).toBe(4);
    expect(appointmentFormReducer(party, { type: 'choosePackage', id: 'bride-plus-1' }).bridesmaidCount).toBe(
      '',
    );
    expect(appointmentFormReducer(party, { type: 'chooseMakeup', tier: 'good' })).toMatchObject({
      bridalPackage: '',
      bridesmaidCount: '',
    });
    const timed = { ...filled, timeMode: 'start' as const };
    expect(appointmentFormReducer(timed, { type: 'setTimeMode', mode: 'ready-by' })).toMatchObject({
      timeMode: 'ready-by',
      eventTime: '',
    });
    expect(appointmentFormReducer(timed, { type: 'setTimeMode', mode: 'start' })).toBe(timed);
    expect(appointmentFormReducer(timed, { type: 'setPartySize', size: 3 }).partySize).toBe(3);
  });

  it('reads the services as the booking rules do: party size with tiers, bridesmaids with the party', () => {
    expect(appointmentSelection({ ...filled, partySize: 3 })).toEqual({
      makeupService: 'better',
      hairService: null,
      bridalPackage: null,
      partySize: 3,
      bridesmaidCount: null,
      addOns: [],
    });
    expect(
      appointmentSelection({
        ...filled,
        makeupService: '',
        bridalPackage: 'bride-plus-party',
        partySize: 3,
        bridesmaidCount: 5,
      }),
    ).toMatchObject({ bridalPackage: 'bride-plus-party', partySize: null, bridesmaidCount: 5 });
  });

  it("says 'Missing Information' for the client name, email, date, area and time, naming each missing one", () => {
    expect(appointmentProblem(EMPTY_APPOINTMENT, TODAY)).toEqual({
      toast: toasts.missingInformation,
      fields: ['clientName', 'clientEmail', 'eventDate', 'serviceArea', 'eventTime'],
    });
    expect(appointmentProblem({ ...filled, clientName: '   ' }, TODAY)?.fields).toEqual(['clientName']);
    expect(appointmentProblem({ ...filled, serviceArea: '' }, TODAY)?.fields).toEqual(['serviceArea']);
    expect(appointmentProblem({ ...filled, eventTime: '' }, TODAY)).toEqual({
      toast: toasts.missingInformation,
      fields: ['eventTime'],
    });
    expect(toasts.missingInformation).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all required fields.',
    });
  });

  it("says 'No Services Selected' when no service or package is chosen, before the time they unlock", () => {
    const problem = appointmentProblem({ ...filled, makeupService: '' }, TODAY);
    expect(problem?.toast.title).toBe('No Services Selected');
    expect(problem?.fields).toEqual(['makeupService']);
    // No time is offered before a service is chosen, so the services are named first.
    expect(appointmentProblem({ ...filled, makeupService: '', eventTime: '' }, TODAY)?.toast).toEqual(
      toasts.noServicesSelected,
    );
  });

  it("applies the domain's selection rules, leaving the Full Bridal Party's bridesmaids optional", () => {
    const party = { ...filled, makeupService: '' as const, bridalPackage: 'bride-plus-party' as const };
    expect(appointmentProblem(party, TODAY)).toBeNull();
    expect(appointmentProblem({ ...party, bridesmaidCount: 4 }, TODAY)).toBeNull();
    expect(appointmentProblem({ ...party, bridesmaidCount: 7 }, TODAY)).toEqual({
      toast: {
        title: 'Missing Information',
        description: SELECTION_PROBLEM_MESSAGES['bridesmaids-required'],
      },
      fields: ['bridesmaidCount'],
    });
    expect(appointmentProblem({ ...filled, partySize: 9 }, TODAY)).toEqual({
      toast: { title: 'Missing Information', description: SELECTION_PROBLEM_MESSAGES['party-size-range'] },
      fields: ['partySize'],
    });
  });

  it('refuses a date before today, and does not enforce the payment method and handle', () => {
    expect(appointmentProblem({ ...filled, eventDate: '2026-06-13' }, TODAY)).toEqual({
      toast: pastDateToast,
      fields: ['eventDate'],
    });
    expect(appointmentProblem({ ...filled, eventDate: TODAY }, TODAY)).toBeNull();
    expect(appointmentProblem(filled, TODAY)).toBeNull();
  });

  it('sends trimmed text and leaves out what was not chosen, in a shape the schema accepts', () => {
    const input = toAppointmentInput(
      { ...filled, specialNotes: ' Sensitive skin ', clientPhone: ' ', location: '  ' },
      seededAddOns,
    );
    expect(input).toEqual({
      clientName: 'Avery Lindqvist',
      clientEmail: 'avery@example.com',
      eventDate: '2026-06-20',
      eventTime: '10:00',
      timeMode: 'start',
      serviceArea: 'puyallup',
      makeupService: 'better',
      partySize: 1,
      specialNotes: 'Sensitive skin',
    });
    expect(stylistAppointmentValidator(input)).toBe(true);
    const everything = toAppointmentInput(
      {
        ...filled,
        makeupService: '',
        bridalPackage: 'bride-plus-party',
        bridesmaidCount: 4,
        partySize: 3,
        timeMode: 'ready-by',
        serviceArea: 'tacoma',
        eventType: 'wedding',
        clientPhone: '(253) 555-0142',
        paymentMethod: 'cashapp',
        paymentHandle: '$avery',
      },
      seededAddOns,
    );
    // A package sets its own party: no party size, the bridesmaids instead.
    expect(everything).toMatchObject({ bridesmaidCount: 4, timeMode: 'ready-by', serviceArea: 'tacoma' });
    expect(everything).not.toHaveProperty('partySize');
    expect(stylistAppointmentValidator(everything)).toBe(true);
    // The bridesmaids go with any other package; the area is required by the schema too.
    expect(
      toAppointmentInput(
        { ...filled, makeupService: '', bridalPackage: 'bride-only', bridesmaidCount: 4 },
        seededAddOns,
      ),
    ).not.toHaveProperty('bridesmaidCount');
    expect(stylistAppointmentValidator({ ...input, serviceArea: undefined })).toBe(false);
  });

  it("labels the services with spec 001's price ranges", () => {
    const labels = (category: 'makeup' | 'hair' | 'bridal') =>
      servicesOf(seededServices, category).map(serviceOptionLabel);
    expect(labels('makeup')).toEqual(['Good ($50-$75)', 'Better ($100-$150)', 'Best ($200-$300)']);
    expect(labels('hair')).toEqual([
      'Simple ($50-$80)',
      'Styled Half-Up ($100-$150)',
      'Full Updo ($200-$300)',
    ]);
    expect(labels('bridal')).toEqual([
      'Bride Only ($400-$600)',
      'Bride + 1 ($600-$800)',
      'Full Bridal Party ($1,200-$1,800)',
    ]);
  });

  it("prices with the domain's quote: tiers per person and the area's travel line", () => {
    const tiers = appointmentQuote(
      {
        makeupService: 'better',
        hairService: 'simple',
        bridalPackage: '',
        partySize: 2,
        bridesmaidCount: '',
        addOns: [],
      },
      seededServices,
      area('tacoma'),
      seededAddOns,
    );
    expect(tiers?.lines.map((line) => [line.label, line.priceMinCents])).toEqual([
      ['Better × 2', 20000],
      ['Simple × 2', 10000],
      ['Travel to Tacoma', 3000],
    ]);
    expect(tiers?.totalCents).toBe(33000);
    const puyallup = appointmentQuote(
      {
        makeupService: 'good',
        hairService: '',
        bridalPackage: '',
        partySize: 1,
        bridesmaidCount: '',
        addOns: [],
      },
      seededServices,
      area('puyallup'),
      seededAddOns,
    );
    expect(puyallup?.totalCents).toBe(5000);
    const quoted = appointmentQuote(
      {
        makeupService: '',
        hairService: '',
        bridalPackage: 'bride-only',
        partySize: 4,
        bridesmaidCount: '',
        addOns: [],
      },
      seededServices,
      area('other'),
      seededAddOns,
    );
    expect(quoted?.lines.at(-1)).toMatchObject({ label: 'Travel (quoted)', priceMinCents: 0, custom: true });
    expect(quoted?.totalCents).toBe(40000);
  });
});
