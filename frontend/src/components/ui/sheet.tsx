import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useModalDialog } from './use-modal-dialog';
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
  const dialogRef = useModalDialog(open, onClose);

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
