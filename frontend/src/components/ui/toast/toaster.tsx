import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { type ToastRecord, useToast } from './use-toast';
import './toast.css';

function ToastIcon({ variant }: { variant: ToastRecord['variant'] }) {
  if (variant === 'destructive') {
    return (
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="toast__icon">
        <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M10 5.75v5M10 13.75v.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="toast__icon">
      <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="m6.5 10.25 2.25 2.25 4.75-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Toast({ record, onDismiss }: { record: ToastRecord; onDismiss: (id: string) => void }) {
  const [paused, setPaused] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const remaining = useRef(record.duration ?? Number.POSITIVE_INFINITY);

  // Auto-dismiss after `duration`, paused while the pointer or focus is on the toast.
  useEffect(() => {
    if (!record.open || paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => onDismiss(record.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [record.open, record.id, paused, onDismiss]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const events = [
      ['pointerenter', pause],
      ['pointerleave', resume],
      ['focusin', pause],
      ['focusout', resume],
    ] as const;
    for (const [name, handler] of events) root.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of events) root.removeEventListener(name, handler);
    };
  }, []);

  return (
    <div
      ref={rootRef}
      className={cn('toast', `toast--${record.variant ?? 'default'}`)}
      data-state={record.open ? 'open' : 'closed'}
    >
      <ToastIcon variant={record.variant} />
      <div className="toast__body">
        <p className="toast__title">{record.title}</p>
        {record.description ? <p className="toast__description">{record.description}</p> : null}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(record.id)}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/**
 * Where toasts appear. The live region is always in the page, so a toast added to it is
 * announced by screen readers; only open toasts are shown.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <section className="toaster" aria-label="Notifications">
      <div role="status" aria-live="polite" aria-atomic="false" className="toaster__live">
        {toasts
          .filter((t) => t.open)
          .map((t) => (
            <Toast key={t.id} record={t} onDismiss={dismiss} />
          ))}
      </div>
    </section>
  );
}
