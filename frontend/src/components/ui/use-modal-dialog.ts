import { type RefObject, useEffect, useRef } from 'react';

/**
 * Drives a native modal <dialog> (Dialog) from React state: showModal() when `open` turns
 * true, then focus on `initialFocusRef` if given (otherwise the browser picks the first control);
 * close() when it turns false. Escape and a click on the backdrop only ask `onClose`, so the state
 * stays the one source of truth for open or closed. Put the returned ref on the <dialog>.
 */
export function useModalDialog(
  open: boolean,
  onClose: () => void,
  initialFocusRef?: RefObject<HTMLElement | null>,
): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocusRef?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocusRef]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape fires `cancel`: hand it to the owner instead of letting the browser close the dialog.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    // A click whose target is the dialog itself landed on the backdrop (the panel fills the box).
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
    };
  }, [onClose]);

  return dialogRef;
}
