import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** 'alertdialog' for a confirmation that interrupts (e.g. before cancelling a booking). */
  role?: 'dialog' | 'alertdialog';
  /** What gets focus on opening; by default the browser picks the first focusable control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  /** The body and the actions. */
  children?: ReactNode;
}

/**
 * A centred modal on the native <dialog>: the page behind is inert, focus stays inside,
 * Escape and a click on the backdrop close it, and focus returns to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  role = 'dialog',
  initialFocusRef,
  className,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

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
    // Escape fires `cancel`; React state stays the one source of truth for open or closed.
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

  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal={role === 'alertdialog' ? true : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn('dialog', className)}
    >
      <div className="dialog__panel">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="dialog__description">
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </dialog>
  );
}

/** The row of buttons at the bottom of a dialog; the safe choice first. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="dialog__actions">{children}</div>;
}
