import { useState } from 'react';

/**
 * The last non-null value: a dialog keeps showing what it was opened for while it closes
 * (its fade-out), after the page has already let go of it.
 */
export function useShown<T>(value: T | null): T | null {
  const [shown, setShown] = useState<T | null>(value);
  if (value !== null && value !== shown) setShown(value);
  return value ?? shown;
}

/**
 * How many times `open` has become true: a dialog's form keyed by it starts afresh at each
 * opening, while the dialog itself stays mounted (so it closes and opens as one).
 */
export function useOpenings(open: boolean): number {
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((n) => n + 1);
  }
  return openings;
}
