import type { ReactNode } from 'react';
import { type ButtonStyleOptions, buttonClasses } from '@/components/ui/button';
import { scrollToSection } from '@/lib/scroll';

/**
 * A button-looking link to a section of this page. It is a plain '#section' link, so it works from
 * the first paint (the inline recorder makes that scroll smooth, as here); once the page runs, it
 * scrolls smoothly and moves focus there, leaving the address as it is.
 */
export function SectionLink({
  section,
  children,
  ...style
}: ButtonStyleOptions & { section: string; children: ReactNode }) {
  return (
    <a
      href={`#${section}`}
      className={buttonClasses(style)}
      onClick={(event) => {
        event.preventDefault();
        scrollToSection(section);
      }}
    >
      {children}
    </a>
  );
}
