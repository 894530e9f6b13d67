/** Whether this browser has the Popover API (Safari before 17 and Firefox before 125 do not). */
export function supportsPopover(): boolean {
  return typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';
}

type PopoverElement = Pick<HTMLElement, 'matches' | 'showPopover' | 'hidePopover'>;

/**
 * Shows a `popover="manual"` element at the top of the browser's top layer. The top layer stacks
 * in the order elements entered it, so an element shown earlier is hidden and shown again to rise
 * above a modal <dialog> opened since. Returns false where there is no Popover API: the element
 * then stays where the page puts it.
 */
export function raiseToTopLayer(element: PopoverElement): boolean {
  if (!supportsPopover()) return false;
  if (element.matches(':popover-open')) element.hidePopover();
  element.showPopover();
  return true;
}

/** Takes the element out of the top layer, if it is there. */
export function leaveTopLayer(element: PopoverElement): void {
  if (supportsPopover() && element.matches(':popover-open')) element.hidePopover();
}

/**
 * The modal <dialog> that blocks the page now, if any. Everything outside it is inert (no
 * pointer, no focus, hidden from screen readers), even what the top layer shows above it, so a
 * toast must be inside it to be usable. With modals open over modals the topmost one blocks; it
 * is the one holding focus.
 */
export function blockingModalDialog(doc: Pick<Document, 'querySelectorAll' | 'activeElement'> = document) {
  const modals = [...doc.querySelectorAll<HTMLDialogElement>('dialog:modal')];
  if (modals.length <= 1) return modals[0] ?? null;
  return doc.activeElement?.closest<HTMLDialogElement>('dialog:modal') ?? modals.at(-1) ?? null;
}
