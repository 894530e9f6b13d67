/**
 * The page's first script, inline in <head> (built by vite-plugin.ts; the CSP allows it by its
 * hash): from the first paint until the app has hydrated, it keeps what the visitor does so that
 * nothing is dead or lost while the app's scripts are on their way. Plain HTML does most of it
 * (links, native dialogs); this covers the rest:
 * - a link to a section of this page scrolls there smoothly without changing the address (the
 *   app does the same; a '#hash' would make the app scroll back to it when it starts);
 * - a button with data-early-field/data-early-value (a tier or package card) puts its choice into
 *   that field at once, and data-early-scroll brings the section into view 100 ms later, as the
 *   app does (spec 000 section 9);
 * - any other button the app alone understands is remembered and clicked again once it can;
 * - a form the app submits is held back and submitted again once it can (never sent as a plain
 *   GET of the page, with the visitor's details in the address);
 * - every field changed is remembered, so the app takes over what was typed or chosen.
 * replay.ts collects the record once the app has hydrated (window.earlyInteractions.stop()).
 * It must stay tiny, plain and self-contained: type imports only.
 */
import type { EarlyField, EarlyInteraction } from './protocol';

const log: EarlyInteraction[] = [];
let stopped = false;

/** Only the server-rendered page counts, and only until the app takes over. */
function inPage(element: Element | null): element is Element {
  return !stopped && element !== null && document.getElementById('root')?.contains(element) === true;
}

function isField(element: unknown): element is EarlyField {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/**
 * One entry per field, moved to the end when changed again: the order of the last changes. What
 * the field holds is kept as it changes: React, hydrating, may set a field back to its state
 * before the record is collected.
 */
function rememberField(field: EarlyField) {
  const index = log.findIndex((entry) => entry.element === field);
  if (index >= 0) log.splice(index, 1);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    log.push({ kind: 'value', element: field, checked: field.checked });
  } else if (field instanceof HTMLInputElement && field.type === 'file') {
    log.push({ kind: 'value', element: field });
  } else {
    log.push({ kind: 'value', element: field, value: field.value });
  }
}

/**
 * As src/lib/scroll.ts scrollToSection: every section laid out first (ALL_SECTIONS_CLASS there),
 * smooth unless reduced motion is asked for, focus moved along.
 */
function showSection(section: HTMLElement, delayMs: number) {
  // After the next paint, so the tap is answered before every section is laid out.
  requestAnimationFrame(() =>
    setTimeout(() => {
      document.documentElement.classList.add('all-sections');
      const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
      section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
      if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
      section.focus({ preventScroll: true });
    }, delayMs),
  );
}

function onClick(event: MouseEvent) {
  const control = (event.target as Element | null)?.closest?.('a[href], button');
  if (!inPage(control ?? null) || event.defaultPrevented) return;
  if (control instanceof HTMLAnchorElement) {
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    const url = new URL(control.href);
    const here =
      url.origin === location.origin && url.pathname === location.pathname && url.search === location.search;
    const section = here && url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
    if (!plainClick || control.target || !section) return;
    event.preventDefault();
    control.closest('dialog')?.close();
    showSection(section, 0);
    return;
  }
  const button = control as HTMLButtonElement;
  const { earlyField, earlyValue = '', earlyScroll } = button.dataset;
  if (earlyField) {
    const field = document.getElementById(earlyField);
    if (isField(field)) {
      field.value = earlyValue;
      rememberField(field);
    }
    const section = earlyScroll ? document.getElementById(earlyScroll) : null;
    if (section) showSection(section, 100);
    return;
  }
  const commandFor = button.getAttribute('commandfor');
  if (commandFor) {
    // Invoker commands open and close dialogs without script; older browsers get this stand-in.
    const dialog = document.getElementById(commandFor);
    if (!('command' in button) && dialog instanceof HTMLDialogElement) {
      if (button.getAttribute('command') === 'show-modal' && !dialog.open) dialog.showModal();
      if (button.getAttribute('command') === 'close') dialog.close();
    }
    return;
  }
  if (button.type === 'button' && !button.hasAttribute('popovertarget'))
    log.push({ kind: 'click', element: button });
}

function onFieldChange(event: Event) {
  if (isField(event.target) && inPage(event.target)) rememberField(event.target);
}

function onSubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  // A form with an action of its own works as plain HTML; the app's forms have none.
  if (!inPage(form) || form.hasAttribute('action')) return;
  event.preventDefault();
  const index = log.findIndex((entry) => entry.element === form);
  if (index >= 0) log.splice(index, 1);
  log.push({ kind: 'submit', element: form, submitter: event.submitter });
}

/** A dialog opened or closed before the app runs: its buttons say so (aria-expanded). */
function onToggle(event: Event) {
  const dialog = event.target;
  if (!(dialog instanceof HTMLDialogElement) || !dialog.id || !inPage(dialog)) return;
  for (const button of document.querySelectorAll(`[aria-controls="${dialog.id}"]`)) {
    button.setAttribute('aria-expanded', String(dialog.open));
  }
}

// Opened at a section ('/#book'): the browser scrolls there itself, so every section is laid out
// with its real height from the start.
if (location.hash) document.documentElement.classList.add('all-sections');

/**
 * The events React would answer by hydrating the whole page at once, in one long task under the
 * visitor's finger, when they reach a page still hydrating: react-dom's own list of discrete
 * events (`discreteReplayableEvents`), so a phone keyboard's composition and textInput, a paste
 * or a drop count as much as a tap. Until the app has hydrated, the recorder answers them (above)
 * and they go no further; the app gets what it kept.
 */
const HELD_FROM_THE_APP = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
  'touchstart',
  'touchend',
  'touchcancel',
  'keydown',
  'keypress',
  'keyup',
  'compositionstart',
  'compositionend',
  'textInput',
  'beforeinput',
  'input',
  'change',
  'copy',
  'cut',
  'paste',
  'dragstart',
  'dragend',
  'drop',
  'reset',
  'submit',
];

function holdFromTheApp(event: Event) {
  if (inPage(event.target instanceof Element ? event.target : null)) event.stopPropagation();
}

for (const type of HELD_FROM_THE_APP) document.addEventListener(type, holdFromTheApp, true);
document.addEventListener('click', onClick, true);
document.addEventListener('input', onFieldChange, true);
document.addEventListener('change', onFieldChange, true);
document.addEventListener('submit', onSubmit, true);
document.addEventListener('toggle', onToggle, true);

window.earlyInteractions = {
  stop() {
    stopped = true;
    return log.splice(0);
  },
};
