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
