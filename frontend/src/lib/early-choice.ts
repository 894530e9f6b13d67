/**
 * Attributes for a button that puts a choice into a form field and then brings a section into
 * view (a tier card's 'Select Better' fills the booking form). Before the page has hydrated, the
 * inline recorder (app/early-interactions/recorder.ts) reads them and does it at once, so the tap
 * works from the first paint; the app then takes the field's value over. Once hydrated, the
 * button's own onClick does the same.
 */
export function earlyChoice({
  fieldId,
  value,
  section,
}: {
  fieldId: string;
  value: string;
  section?: string;
}) {
  return {
    'data-early-field': fieldId,
    'data-early-value': value,
    ...(section ? { 'data-early-scroll': section } : {}),
  };
}
