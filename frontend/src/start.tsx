import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

/**
 * Render the full app into #root: every route but the five public pages, which the server sends
 * rendered and src/start-public.tsx hydrates. Also where the public pages hand over to, when the
 * visitor moves to any other page: whatever is in #root goes.
 */
export function start(container: HTMLElement): void {
  // Nothing to hydrate here: the app answers every event from now on, so the inline recorder
  // (src/app/early-interactions/recorder.ts) stops holding them back from React.
  window.earlyInteractions?.stop();
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
