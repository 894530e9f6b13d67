import type { PanelCounts } from '@beauty/domain/schemas/admin';

/** The Management Panel's tabs, in order; the key is also the `?tab=` value in the address. */
export const PANEL_TABS = ['consultations', 'testimonials', 'messages', 'gallery'] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

/** A tab badge's number, or undefined (no badge) while it is not known. */
export type PanelBadges = { [K in keyof PanelCounts]: number | undefined };

/**
 * The tab badges (spec 001): new consultation requests, pending reviews and new contact
 * messages, and (on the shortcut to their page) new stylist applications, as GET /api/admin/panel-counts counts them (the lists arrive a page at a time, so
 * counting what a tab has read would undercount). Not loaded yet: no count, rather than a false 0.
 */
export function panelBadges(counts: PanelCounts | undefined): PanelBadges {
  return {
    consultationRequests: counts?.consultationRequests,
    testimonials: counts?.testimonials,
    contactMessages: counts?.contactMessages,
    applications: counts?.applications,
  };
}
