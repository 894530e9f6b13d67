import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { createRouter } from './router';

let router: ReturnType<typeof createRouter> | undefined;

/**
 * The full app: every route on react-router's data router. Its router is made on first render,
 * at the address of that moment: the public pages hand over to it after moving the address
 * (src/start-public.tsx).
 */
export function App() {
  router ??= createRouter();
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
