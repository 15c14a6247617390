import { createContext, useContext, type ReactNode } from 'react';
import { HOVER_SUFFIX, hasHoverVariant, resolveAsset, truncateAlt } from '@/lib/assets/assets';
import { selectTheme, useThemeStore } from '@/stores/theme-store';
import styles from './icon.module.css';

/** Every icon the site draws; each exists under `icons/` for both themes (a unit test checks). */
export const ICON_NAMES = [
  'arrow-left',
  'arrow-right',
  'arrow-up-right',
  'calendar',
  'check',
  'chevron-down',
  'close',
  'copy',
  'download',
  'globe',
  'location',
  'mail',
  'medium',
  'menu',
  'message',
  'moon',
  'pdf',
  'search',
  'sun',
  'telegram',
  'x',
] as const;
type IconName = (typeof ICON_NAMES)[number];

/**
 * How icons below load: lazily (the default) or with the page ({@link EagerIcons}). Lazily,
 * because each SVG image is a document the main thread loads and parses while the page starts
 * (50 to 160 ms each with the CPU 4x slower): those far below the fold wait until the visitor
 * scrolls near them (Chromium: within 1,250 to 3,000 px), and their fixed size keeps the layout
 * still when they arrive.
 */
const IconLoading = createContext<'lazy' | 'eager'>('lazy');

/**
 * Icons in `children` load with the page: the header's, which are in view at once or in menus
 * that must not open with blanks where their icons go.
 */
export function EagerIcons({ children }: { children: ReactNode }) {
  return <IconLoading value="eager">{children}</IconLoading>;
}

export interface IconProps {
  /** Icon name under `icons/`. */
  name: IconName;
  /** Alt text, cut to 100 characters; empty (the default) when the control names itself. */
  alt?: string;
  /** Rendered size in CSS pixels (square). */
  size?: number;
  className?: string;
}

/**
 * An icon looked up by name in the theme's folder, then `common/` (`docs/design.md` §5.4).
 * When an `-hover` variant exists it shows while the pointer is over the closest element with
 * the `data-hover-icons` attribute, or over the icon itself. A missing icon renders nothing.
 */
export function Icon({ name, alt = '', size = 24, className }: IconProps) {
  const theme = useThemeStore(selectTheme);
  const loading = useContext(IconLoading);
  const asset = `icons/${name}`;
  const src = resolveAsset(asset, theme);
  if (!src) return null;
  // Low priority: icons are small and never the largest paint; it also keeps server rendering
  // from preloading every icon ahead of the page's own resources (React preloads other images).
  const common = {
    width: size,
    height: size,
    decoding: 'async' as const,
    draggable: false,
    fetchPriority: 'low' as const,
  };
  if (!hasHoverVariant(asset, theme)) {
    return <img {...common} loading={loading} src={src} alt={truncateAlt(alt)} className={className} />;
  }
  return (
    // Sized by its base image (the hover one is laid over it), not by a style attribute, which a
    // strict CSP (style-src without 'unsafe-inline') would drop from prerendered markup.
    <span className={[styles.swap, className].filter(Boolean).join(' ')}>
      <img {...common} loading={loading} src={src} alt={truncateAlt(alt)} className={styles.base} />
      <img
        {...common}
        src={resolveAsset(`${asset}${HOVER_SUFFIX}`, theme)}
        alt=""
        aria-hidden="true"
        loading="lazy"
        className={styles.hover}
      />
    </span>
  );
}
