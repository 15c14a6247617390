/**
 * The theme pre-paint script, first in `<body>` of every page (`index.html`'s
 * `<!--pre-paint-theme-->`): `vite-plugins/inline-script.ts` compiles it, with what it imports,
 * into one inline script.
 */
import { prePaintTheme } from '@/lib/pre-paint/theme';

prePaintTheme();
