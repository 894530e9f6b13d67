import { useEffect } from 'react';
import { ALL_SECTIONS_CLASS } from '@/lib/scroll';

/** landing.css: a section with it is laid out wherever it is. */
const LAID_OUT_CLASS = 'landing-section--laid-out';

/** Safari has no requestIdleCallback: a short timer stands in. */
const whenIdle = (then: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(then, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(then, 50);
  return () => window.clearTimeout(timer);
};

/**
 * What is below the fold starts out laid out only near the viewport (`content-visibility: auto`:
 * the landing page's sections and consultation banner in landing.css, every page's footer in
 * layout.css), so the first paint and a tap soon after it (the phone menu's modal restyles the
 * whole page) cost a fraction. Once the page runs, the landing sections are laid out one at a time
 * when the browser is idle, a section a frame, then the rest at once (ALL_SECTIONS_CLASS), so the
 * finished page is whole for everything that reads it (a scroll's target, find in page,
 * accessibility checkers that look at what is painted), and no single task holds the page. Called
 * by the frame of every page: on a page without sections it only takes one idle frame.
 */
export function useLayOutSections(): void {
  useEffect(() => {
    const root = document.documentElement;
    if (root.classList.contains(ALL_SECTIONS_CLASS)) return;
    const waiting = [...document.querySelectorAll<HTMLElement>(`.landing-section:not(.${LAID_OUT_CLASS})`)];
    let cancel = whenIdle(function next() {
      const section = waiting.shift();
      if (section) {
        section.classList.add(LAID_OUT_CLASS);
        cancel = whenIdle(next);
      } else {
        root.classList.add(ALL_SECTIONS_CLASS);
      }
    });
    return () => cancel();
  }, []);
}
