import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import './sheet.css';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  id?: string;
  /** id of the element naming the sheet (usually its heading). */
  labelledBy?: string;
  label?: string;
  side?: 'left' | 'right';
  className?: string;
  children: ReactNode;
}

/**
 * A slide-out panel on the native modal <dialog>: the page behind it becomes inert, focus is
 * held inside, Escape and a click on the backdrop close it, and the browser hands focus back
 * to whatever opened it.
 */
export function Sheet({
  open,
  onClose,
  id,
  labelledBy,
  label,
  side = 'right',
  className,
  children,
}: SheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape fires `cancel`; keep React state the one source of truth for open/closed.
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
      id={id}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      className={cn('sheet', `sheet--${side}`, className)}
    >
      <div className="sheet__panel">{children}</div>
    </dialog>
  );
}
