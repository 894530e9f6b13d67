import { type ReactNode, type Ref, type RefObject, useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';
import './modal-backdrop.css';
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
  const dialogRef = useModalDialog(open, onClose, initialFocusRef);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal={role === 'alertdialog' ? true : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn('dialog', className)}
    >
      <div className="dialog__panel stack gap-4">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="muted">
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
  return <div className="dialog__actions cluster gap-3">{children}</div>;
}

/**
 * A dialog's two buttons: the safe one that leaves ('Cancel' unless named), and the action, which
 * reads `busyLabel` and ignores presses while it runs (Button's `busy`). Without `onAction` the action submits the form.
 */
export function DialogButtons({
  onDismiss,
  dismissLabel = 'Cancel',
  dismissRef,
  dismissDisabled,
  label,
  busyLabel,
  busy,
  variant,
  onAction,
}: {
  onDismiss: () => void;
  dismissLabel?: string;
  dismissRef?: Ref<HTMLButtonElement>;
  dismissDisabled?: boolean;
  label: string;
  busyLabel: string;
  busy: boolean;
  variant?: 'destructive';
  onAction?: () => void;
}) {
  return (
    <DialogActions>
      <Button ref={dismissRef} variant="outline" onClick={onDismiss} disabled={dismissDisabled}>
        {dismissLabel}
      </Button>
      <Button
        type={onAction ? 'button' : 'submit'}
        variant={variant}
        onClick={onAction}
        busy={busy}
        busyLabel={busyLabel}
      >
        {label}
      </Button>
    </DialogActions>
  );
}

/**
 * A confirmation before a destructive action: an alert dialog whose keep button (the dismiss)
 * takes the focus, so Enter keeps what is there. `keepLockedWhileBusy`: keep is disabled too
 * while the action runs. `children` (e.g. an optional note) stand above the buttons.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  keepLabel,
  keepLockedWhileBusy = false,
  label,
  busyLabel,
  busy,
  onConfirm,
  children,
}: Pick<DialogProps, 'open' | 'onClose' | 'title' | 'description' | 'children'> & {
  keepLabel: string;
  keepLockedWhileBusy?: boolean;
  label: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      initialFocusRef={keepRef}
      title={title}
      description={description}
    >
      {children}
      <DialogButtons
        onDismiss={onClose}
        dismissLabel={keepLabel}
        dismissRef={keepRef}
        dismissDisabled={keepLockedWhileBusy ? busy : undefined}
        label={label}
        busyLabel={busyLabel}
        busy={busy}
        variant="destructive"
        onAction={onConfirm}
      />
    </Dialog>
  );
}
