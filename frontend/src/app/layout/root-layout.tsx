import { type MouseEvent, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { EarlyInteractionsReady } from '@/app/early-interactions/replay';
import { Toaster } from '@/components/ui/toast/toaster';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { PageFallback } from './page-fallback';
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

export function RootLayout() {
  useRouteFocus(MAIN_ID);
  return (
    <>
      <a href={`#${MAIN_ID}`} className="skip-link" onClick={skipToContent}>
        Skip to content
      </a>
      <NavBar />
      <main id={MAIN_ID} tabIndex={-1} className="site-main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <EarlyInteractionsReady />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
