import { toasts } from '@beauty/domain/messages';
import { type StylistAppointmentInput, stylistAppointmentInput } from '@beauty/domain/schemas/booking';
import { validator } from '@beauty/domain/validation';
import { describe, expect, it } from '@jest/globals';
import { seededServices } from '../../lib/catalog-queries';
import {
  type AppointmentFormValues,
  appointmentEstimateCents,
  appointmentFormReducer,
  appointmentProblem,
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
  makeupService: 'better',
};

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

  it("says 'Missing Information' for the client name, email, date and time, naming each missing one", () => {
    expect(appointmentProblem(EMPTY_APPOINTMENT, TODAY)).toEqual({
      toast: toasts.missingInformation,
      fields: ['clientName', 'clientEmail', 'eventDate', 'eventTime'],
    });
    expect(appointmentProblem({ ...filled, clientName: '   ' }, TODAY)?.fields).toEqual(['clientName']);
    expect(toasts.missingInformation).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all required fields.',
    });
  });

  it("says 'No Services Selected' when no service or package is chosen", () => {
    const problem = appointmentProblem({ ...filled, makeupService: '' }, TODAY);
    expect(problem?.toast.title).toBe('No Services Selected');
    expect(problem?.fields).toEqual(['makeupService']);
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
    const input = toAppointmentInput({ ...filled, specialNotes: ' Sensitive skin ', clientPhone: ' ' });
    expect(input).toEqual({
      clientName: 'Avery Lindqvist',
      clientEmail: 'avery@example.com',
      eventDate: '2026-06-20',
      eventTime: '10:00',
      makeupService: 'better',
      specialNotes: 'Sensitive skin',
    });
    expect(stylistAppointmentValidator(input)).toBe(true);
    const everything = toAppointmentInput({
      ...filled,
      makeupService: '',
      bridalPackage: 'bride-plus-party',
      eventType: 'wedding',
      clientPhone: '(253) 555-0142',
      paymentMethod: 'cashapp',
      paymentHandle: '$avery',
    });
    expect(stylistAppointmentValidator(everything)).toBe(true);
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

  it('estimates from the minimum prices', () => {
    expect(
      appointmentEstimateCents(
        { makeupService: 'better', hairService: 'simple', bridalPackage: '' },
        seededServices,
      ),
    ).toBe(15000);
    expect(
      appointmentEstimateCents({ makeupService: '', hairService: '', bridalPackage: '' }, seededServices),
    ).toBe(0);
  });
});
