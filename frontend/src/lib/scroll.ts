function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Set on <html> once every section is to be laid out. Until then the landing page's sections
 * below the fold are laid out only as they come near the viewport (`content-visibility: auto`,
 * landing.css): the first paint, and the restyle a modal dialog asks for, then cost a fraction
 * (issue 15: a tap on the menu answered within 100 ms on a slow phone). A scroll to a section
 * needs the real heights of those above it, so it lays them all out first. The inline recorder
 * (src/app/early-interactions/recorder.ts) writes the same name; it cannot import it.
 */
export const ALL_SECTIONS_CLASS = 'all-sections';

/** Runs `then` in a task after the next paint: what the visitor did is shown before it. */
function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * Smoothly scroll to the element with this id (instantly when the visitor asked for reduced
 * motion) and move focus to it so keyboard and screen-reader users land there too. The first
 * such scroll waits for the next paint, so the tap that asked for it is answered before every
 * section is laid out.
 */
export function scrollToSection(id: string, options: { focus?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const scroll = () =>
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  const root = document.documentElement;
  if (root.classList.contains(ALL_SECTIONS_CLASS)) scroll();
  else
    afterNextPaint(() => {
      root.classList.add(ALL_SECTIONS_CLASS);
      scroll();
    });
  if (options.focus !== false) {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }
  return true;
}
