import { describe, expect, it } from '@jest/globals';
import { PANEL_TABS, panelCounts, panelTabFrom } from './panel-counts';

describe('Management Panel counts', () => {
  it('counts new consultation requests, pending reviews and new messages', () => {
    const counts = panelCounts({
      consultationRequests: [{ status: 'new' }, { status: 'contacted' }, { status: 'new' }],
      testimonials: [{ status: 'pending' }, { status: 'approved' }, { status: 'rejected' }],
      contactMessages: [{ status: 'read' }, { status: 'responded' }],
    });
    expect(counts).toEqual({ consultationRequests: 2, testimonials: 1, contactMessages: 0 });
  });

  it('has no count for a list that has not loaded', () => {
    expect(panelCounts({ testimonials: [] })).toEqual({
      consultationRequests: undefined,
      testimonials: 0,
      contactMessages: undefined,
    });
  });

  it('has four tabs and opens the first for an unknown ?tab=', () => {
    expect(PANEL_TABS).toHaveLength(4);
    expect(panelTabFrom('gallery')).toBe('gallery');
    expect(panelTabFrom('messages')).toBe('messages');
    expect(panelTabFrom(null)).toBe('consultations');
    expect(panelTabFrom('nope')).toBe('consultations');
  });
});
