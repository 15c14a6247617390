// @ts-check
/**
 * The benchmark's reference page (`npm run bench`, see scripts/bench/reference.mjs): a plain
 * React 19 app with no router, data or images, built by Vite like the site. Lighthouse measures
 * it in the same session as the site, so the site's timings can be read as ratios to it, which
 * vary less from run to run than the raw times on a busy machine.
 */
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const POINTS = ['Healthcare', 'Mobility', 'Sustainability'];

function App() {
  return h(
    'main',
    null,
    h('h1', null, 'Reference page'),
    h('p', null, 'A plain React page rendered on the client, with a heading, a paragraph and a list.'),
    h(
      'ul',
      null,
      POINTS.map((point) => h('li', { key: point }, point)),
    ),
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(h(StrictMode, null, h(App)));
