import { type MouseEvent, type ReactNode, Suspense } from 'react';
import { EarlyInteractionsReady } from '@/app/early-interactions/replay';
import { Toaster } from '@/components/ui/toast/toaster';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { PageFallback } from './page-fallback';
import { useLayOutSections } from './use-lay-out-sections';
import { useRouteFocus } from './use-route-focus';
import './layout.css';

const MAIN_ID = 'main-content';

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Focus the main region without adding '#main-content' to the address.
  event.preventDefault();
  const main = document.getElementById(MAIN_ID);
  main?.focus();
  main?.scrollIntoView();
}

/**
 * Every page's frame (skip link, nav, main, footer, toasts) around the page itself: the full
 * app's layout route (root-layout.tsx) and the public pages' own tree (public/public-app.tsx)
 * render the same markup through it, so the server's render hydrates under either.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  useRouteFocus(MAIN_ID);
  useLayOutSections();
  return (
    <>
      <a href={`#${MAIN_ID}`} className="skip-link" onClick={skipToContent}>
        Skip to content
      </a>
      <NavBar />
      <main id={MAIN_ID} tabIndex={-1} className="site-main">
        <Suspense fallback={<PageFallback />}>
          {children}
          <EarlyInteractionsReady />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
