/**
 * Validation of the kiosk configuration the shell hands over through the preload bridge. Its own
 * module, loaded only when a bridge exists, so web visitors never download the schema library.
 */
import * as z from 'zod/mini';
import type { KioskRendererConfig } from '@shared/bridge';
import { LINK_MODES } from '@shared/bridge';
import { LOCALES } from '@/config/locales';
import { THEMES } from '@/config/theme';
import { logger } from '@/lib/log';
import { WEB_SETTINGS, type KioskSettings } from './kiosk-store';

const bridgeConfigSchema = z.object({
  idleSeconds: z.int().check(z.gte(5), z.lte(3600)),
  linkMode: z.enum(LINK_MODES),
  defaultLocale: z.enum(LOCALES),
  defaultTheme: z.enum(THEMES),
});

/**
 * The kiosk settings for the shell's `config`: kiosk mode on, with the configuration's values,
 * or the defaults (and a warning) when it is invalid.
 */
export function readBridgeSettings(config: KioskRendererConfig): KioskSettings {
  const parsed = bridgeConfigSchema.safeParse(config);
  if (!parsed.success) logger.warn('Kiosk configuration from the shell is invalid; using the defaults');
  return { ...WEB_SETTINGS, ...(parsed.success ? parsed.data : {}), enabled: true };
}
