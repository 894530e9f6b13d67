import { useEffect, useRef } from 'react';

/** A confirmation's heading: the form it replaces had focus, so the reader starts at the heading. */
export function useFocusedHeading() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return headingRef;
}
