import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useMarkHydrated } from '@/lib/use-mark-hydrated';
import './routes.css';

/** Last resort when a screen fails to render or its code cannot be loaded (e.g. after a deploy). */
export function ErrorScreen({ error }: { error: unknown }) {
  console.error(error);
  // A prerendered page whose code could not load ends here: this screen is what answers now.
  useMarkHydrated();
  return (
    <main className="route-error centered-stack stack gap-4 container container--narrow">
      <h1>Something went wrong</h1>
      <p className="lead">This page could not be shown. Reloading usually fixes it.</p>
      <div className="not-found__actions cluster gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <a href="/" className="btn btn--outline btn--md">
          Back to Home
        </a>
      </div>
    </main>
  );
}

/** The public pages' stand-in for the full app's route error element: the same screen. */
export class ErrorScreenBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
