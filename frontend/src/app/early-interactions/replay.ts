import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import type { EarlyField, EarlyInteraction } from './protocol';

/** Past this, an element still not hydrated never will be (its code failed to load). */
const GIVE_UP_AFTER_MS = 60_000;

/**
 * Set once the page's content (inside the layout's Suspense boundary, which React hydrates in a
 * pass of its own after the header) has been hydrated and committed: <EarlyInteractionsReady />.
 * Before that commit an element may carry React's props while React does not yet take its events.
 */
let contentCommitted = false;
let onContentCommitted: (() => void) | null = null;

/**
 * Rendered last inside the layout's Suspense boundary, around every page: its effect runs when
 * the page's content is hydrated and committed, whichever page it is. Renders nothing (so the
 * server HTML is the same with it).
 */
export function EarlyInteractionsReady(): null {
  useEffect(() => {
    contentCommitted = true;
    onContentCommitted?.();
  }, []);
  return null;
}

/**
 * Whether React has taken this element over: hydrating a node stores its props on it. A part of
 * the page in a boundary of its own (a lazy field) hydrates later still, so each recorded element
 * is also waited for on its own.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

function nativeSetter(element: Element, property: 'value' | 'checked') {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), property)?.set;
}

/**
 * Tell React about a field's early value. Hydration keeps what is in the DOM, but the component's
 * state does not know it (and the next render would put the state's value back). React raises
 * onChange only when the value differs from the last one it saw, which its tracker learns through
 * the element's own `value`/`checked` setter: set that to something else, put the visitor's value
 * back with the prototype's setter (which the tracker does not see), then send the event React
 * listens to for this kind of field.
 */
function replayField(field: EarlyField, value: string | undefined, checked: boolean | undefined) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const wanted = checked ?? field.checked;
    if (field.type === 'radio' && !wanted) return;
    field.checked = !wanted;
    nativeSetter(field, 'checked')?.call(field, wanted);
    // React reads a checkbox's change from 'click'; a plain Event does not toggle it again.
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLSelectElement || field.type === 'file') {
    if (value !== undefined) field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const text = value ?? field.value;
  const focused = document.activeElement === field;
  const selection = focused ? { start: field.selectionStart, end: field.selectionEnd } : null;
  field.value = text === '' ? ' ' : '';
  nativeSetter(field, 'value')?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (selection && selection.start !== null && selection.end !== null) {
    try {
      field.setSelectionRange(selection.start, selection.end);
    } catch {
      // Not every input type has a selection (date, email in some browsers).
    }
  }
}

function replay(entry: EarlyInteraction) {
  switch (entry.kind) {
    case 'value':
      replayField(entry.element, entry.value, entry.checked);
      return;
    case 'click':
      entry.element.click();
      return;
    case 'submit': {
      const { element: form, submitter } = entry;
      const sameButton = submitter && form.contains(submitter) ? submitter : undefined;
      // The app's forms have no action: should the app not take this submit, it is never sent as
      // a plain GET of the page (with her details in the address).
      const neverNative = (event: Event) => {
        if (event.target === form) event.preventDefault();
      };
      window.addEventListener('submit', neverNative);
      try {
        form.requestSubmit(sameButton);
      } catch {
        form.requestSubmit();
      } finally {
        window.removeEventListener('submit', neverNative);
      }
    }
  }
}

/**
 * Call right after hydrateRoot. The inline recorder (src/app/early-interactions/recorder.ts) goes
 * on answering the visitor, and holding her events back from React, until the page's content has
 * hydrated and committed: React, reached by an event while it hydrates, would finish hydrating in
 * one long task before answering. Then the recorder stops, React answers every event, and what the
 * visitor did before is replayed, in order, each as soon as its element is hydrated: fields first
 * set into React's state, clicks clicked again, a held-back form submitted. Each is flushed before
 * the next, so a submit sees the values typed before it.
 */
export function replayEarlyInteractions(): void {
  const started = performance.now();
  let pending: EarlyInteraction[] | null = null;
  const step = () => {
    onContentCommitted = null;
    if (!contentCommitted) {
      onContentCommitted = () => requestAnimationFrame(step);
      return;
    }
    pending ??= window.earlyInteractions?.stop() ?? [];
    while (pending.length > 0) {
      const entry = pending[0]!;
      if (entry.element.isConnected && !isHydrated(entry.element)) break;
      pending.shift();
      if (entry.element.isConnected) flushSync(() => replay(entry));
    }
    if (pending.length === 0 || performance.now() - started > GIVE_UP_AFTER_MS) return;
    requestAnimationFrame(step);
  };
  step();
}
