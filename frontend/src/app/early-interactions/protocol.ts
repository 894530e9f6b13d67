/**
 * What the inline recorder (recorder.ts, in every page's <head>) hands to the app once it has
 * hydrated (replay.ts). The recorder is built on its own and cannot import values, so the two
 * share only these types and the global they meet at.
 */
export type EarlyInteraction =
  /**
   * A field the visitor changed (typed, chose, ticked), with what it held after her last change
   * (`value`, or `checked` for a checkbox or radio): a render while hydrating cannot lose it.
   */
  | { kind: 'value'; element: EarlyField; value?: string; checked?: boolean }
  /** A button whose action only the app knows: clicked again once the app handles it. */
  | { kind: 'click'; element: HTMLElement }
  /** A form the app submits: held back, then submitted again with the same submit button. */
  | { kind: 'submit'; element: HTMLFormElement; submitter: HTMLElement | null };

export type EarlyField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface EarlyInteractions {
  /**
   * Stops recording and holding events back (the app has hydrated and handles them from now on)
   * and returns what was recorded, in order.
   */
  stop(): EarlyInteraction[];
}

declare global {
  interface Window {
    earlyInteractions?: EarlyInteractions;
  }
}
