/**
 * The worker of {@link warmUpIntl} (`./intl-warm-up.ts`): formats one date, which makes the
 * browser load its internationalisation data (ICU's, shared by the whole renderer process), and
 * says so. Nothing it makes is kept.
 */
import { SITE_TIME_ZONE } from '@/config/site-time';

new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short', timeZone: SITE_TIME_ZONE }).format(
  new Date(),
);
postMessage('ready');
