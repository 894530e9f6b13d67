import { describe, expect, it } from '@jest/globals';
import { tabFrom } from '../../lib/use-tab-param';
import { PANEL_TABS, panelBadges } from './panel-counts';

describe('Management Panel counts', () => {
  it("shows the server's counts of new consultation requests, pending reviews, new messages and new applications", () => {
    expect(
      panelBadges({ consultationRequests: 2, testimonials: 1, contactMessages: 0, applications: 3 }),
    ).toEqual({
      consultationRequests: 2,
      testimonials: 1,
      contactMessages: 0,
      applications: 3,
    });
  });

  it('has no count while the counts have not loaded', () => {
    expect(panelBadges(undefined)).toEqual({
      consultationRequests: undefined,
      testimonials: undefined,
      contactMessages: undefined,
      applications: undefined,
    });
  });

  it('has four tabs and opens the first for an unknown ?tab=', () => {
    expect(PANEL_TABS).toHaveLength(4);
    expect(tabFrom(PANEL_TABS, 'gallery')).toBe('gallery');
    expect(tabFrom(PANEL_TABS, 'messages')).toBe('messages');
    expect(tabFrom(PANEL_TABS, null)).toBe('consultations');
    expect(tabFrom(PANEL_TABS, 'nope')).toBe('consultations');
  });
});
