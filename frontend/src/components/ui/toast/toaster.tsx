import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';
import { blockingModalDialog, leaveTopLayer, raiseToTopLayer, supportsPopover } from './top-layer';
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
      <div className="toast__body stack gap-1">
        <p className="toast__title">{record.title}</p>
        {record.description ? <p className="toast__description note">{record.description}</p> : null}
      </div>
      <button
        type="button"
        className="toast__close stack muted"
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

/** Runs `callback` after two frames (the browser has rendered one frame in between). */
function afterNextFrame(callback: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(callback);
  });
  return () => cancelAnimationFrame(frame);
}

interface Placement {
  /** The modal dialog the viewport is rendered in, or null for its own place in the page. */
  host: HTMLDialogElement | null;
  /** The toast the viewport was last placed and raised for. */
  placedFor?: string;
  /** The toast whose content is in the live region, a frame after the viewport was raised. */
  shownFor?: string;
  /** Placed again for the same toast (its dialog closed, or another opened): no entry animation. */
  moved: boolean;
  /**
   * At the top edge, clear of a dialog's buttons at its foot: placed in a modal dialog. It stays
   * there when its dialog closes, rather than jump back to the corner.
   */
  top: boolean;
}

/**
 * Where toasts appear. The viewport is a manual popover, shown again for each new toast so it
 * sits at the top of the top layer, above any modal dialog's backdrop. Outside the modal dialog
 * that blocks the page everything is inert (no clicks, no hover, not announced), even in the top
 * layer, so while one is open the viewport is rendered inside it. It follows when that dialog
 * closes or another opens, and leaves the top layer when no toast is open. Without the Popover
 * API it stays a fixed box in the page, as before.
 *
 * The live region gets a new toast a frame after the viewport is raised: a region that appears
 * (or stops being inert) with its text already inside is not reliably announced.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const viewportRef = useRef<HTMLElement>(null);
  const open = toasts.filter((t) => t.open);
  // Newest first (spec 000 section 9 keeps one at a time).
  const newestId = open[0]?.id;
  const [placement, setPlacement] = useState<Placement>({ host: null, moved: false, top: false });
  const { host, placedFor, shownFor } = placement;

  // A new toast: choose where the viewport goes.
  useLayoutEffect(() => {
    if (newestId === undefined) {
      setPlacement((current) => (current.host ? { ...current, host: null } : current));
      return;
    }
    if (newestId === placedFor) return;
    if (!supportsPopover()) {
      setPlacement({ host: null, placedFor: newestId, shownFor: newestId, moved: false, top: false });
      return;
    }
    // A frame later, so a dialog closed in the same update as the toast (on success) is not chosen.
    const frame = requestAnimationFrame(() => {
      const dialog = blockingModalDialog();
      setPlacement((current) => ({
        ...current,
        host: dialog,
        placedFor: newestId,
        moved: false,
        top: dialog !== null,
      }));
    });
    return () => cancelAnimationFrame(frame);
  }, [newestId, placedFor]);

  // Placed (or placed again): raise the viewport, then let the live region have the toast.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `host` is a new viewport element to raise.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !supportsPopover()) return;
    if (newestId === undefined) {
      leaveTopLayer(viewport);
      return;
    }
    if (placedFor !== newestId) return;
    raiseToTopLayer(viewport);
    if (shownFor === newestId) return;
    return afterNextFrame(() =>
      setPlacement((current) =>
        current.placedFor === newestId ? { ...current, shownFor: newestId } : current,
      ),
    );
  }, [newestId, host, placedFor, shownFor]);

  // While a toast is up, follow the modal dialogs: one opening, or the host closing or leaving the page.
  useEffect(() => {
    if (newestId === undefined || placedFor !== newestId || !supportsPopover()) return;
    const follow = () => {
      const next = blockingModalDialog();
      setPlacement((current) =>
        current.host === next
          ? current
          : { ...current, host: next, moved: true, top: current.top || next !== null },
      );
    };
    const onDialogEvent = (event: Event) => {
      if (event.target instanceof HTMLDialogElement) follow();
    };
    // Neither event bubbles; both reach the document while capturing.
    document.addEventListener('toggle', onDialogEvent, true);
    document.addEventListener('close', onDialogEvent, true);
    const removal = host
      ? new MutationObserver(() => {
          if (!host.isConnected) follow();
        })
      : null;
    removal?.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('toggle', onDialogEvent, true);
      document.removeEventListener('close', onDialogEvent, true);
      removal?.disconnect();
    };
  }, [newestId, placedFor, host]);

  const shown = open.filter((t) => t.id !== newestId || t.id === shownFor);
  const viewport = (
    <section
      ref={viewportRef}
      className="toaster"
      aria-label="Notifications"
      popover="manual"
      data-moved={placement.moved || undefined}
      data-edge={placement.top ? 'top' : undefined}
    >
      <div role="status" aria-live="polite" aria-atomic="false" className="stack gap-3">
        {shown.map((t) => (
          <Toast key={t.id} record={t} onDismiss={dismiss} />
        ))}
      </div>
    </section>
  );
  return host ? createPortal(viewport, host) : viewport;
}
