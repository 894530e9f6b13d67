import { useSyncExternalStore } from 'react';

/** Spec 000 section 9: one toast at a time, shown for 5 s unless told otherwise. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;
/** Spec 000 section 9: a dismissed toast stays in the queue (hidden) this long before removal. */
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it dismisses itself; Infinity keeps it until closed. */
  duration?: number;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastRecord[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, number>();

function setToasts(next: ToastRecord[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = window.setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

/** Close one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Show a toast; the newest replaces older ones beyond the limit. */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const record: ToastRecord = {
    variant: 'default',
    duration: TOAST_DEFAULT_DURATION,
    ...options,
    id,
    open: true,
  };
  setToasts([record, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: Partial<ToastOptions>) =>
      setToasts(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
