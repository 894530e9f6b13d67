import { describe, expect, it } from '@jest/globals';
import { availabilityWait } from './availability-queries';

const TODAY = '2030-06-01';
const asked = { date: '2030-06-08', timeMode: 'start' as const, serviceArea: 'puyallup' };

describe('availabilityWait', () => {
  it('waits for a service: no tier and no package chosen', () => {
    expect(
      availabilityWait({ ...asked, selection: { makeupService: null, addOns: ['lashes'] } }, TODAY),
    ).toBe('services');
    expect(availabilityWait(asked, TODAY)).toBe('services');
  });

  it('asks once a tier or a package is chosen and the area is known', () => {
    expect(availabilityWait({ ...asked, selection: { hairService: 'better' } }, TODAY)).toBeNull();
    expect(availabilityWait({ ...asked, selection: { bridalPackage: 'bride-only' } }, TODAY)).toBeNull();
    expect(availabilityWait({ ...asked, serviceArea: '', selection: { hairService: 'better' } }, TODAY)).toBe(
      'area',
    );
  });

  it('asks for a booking being moved whatever the form has', () => {
    expect(availabilityWait({ ...asked, booking: 'b1' }, TODAY)).toBeNull();
  });
});
