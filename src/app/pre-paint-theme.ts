/**
 * The theme pre-paint script, first in `<body>` of every page (`index.html`'s
 * `<!--pre-paint-theme-->`): `vite-plugins/inline-script.ts` compiles it, with what it imports,
 * into one inline script. Besides the theme, it marks a visitor whose clock is not on site time
 * (`src/lib/pre-paint/site-zone.ts`): the body is the first element it can mark.
 */
import { prePaintSiteZone } from '@/lib/pre-paint/site-zone';
import { prePaintTheme } from '@/lib/pre-paint/theme';

prePaintTheme();
prePaintSiteZone();
