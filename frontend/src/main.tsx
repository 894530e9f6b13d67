import '@fontsource-variable/cormorant-garamond/index.css';
import '@fontsource-variable/cormorant-garamond/wght-italic.css';
import '@fontsource-variable/jost/index.css';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The prerendered landing page is complete without JavaScript: let it paint first, then fetch
// the app (React and the page's code, side by side) and hydrate. Any other route starts at once.
if (container.firstElementChild) {
  await new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 250); // a background tab paints no frame
  });
  import('./features/landing/landing-page').catch(() => undefined);
}
const { start } = await import('./start');
await start(container);
