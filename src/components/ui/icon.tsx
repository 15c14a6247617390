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
    return <img {...common} src={src} alt={truncateAlt(alt)} className={className} />;
  }
  return (
    // Sized by its base image (the hover one is laid over it), not by a style attribute, which a
    // strict CSP (style-src without 'unsafe-inline') would drop from prerendered markup.
    <span className={[styles.swap, className].filter(Boolean).join(' ')}>
      <img {...common} src={src} alt={truncateAlt(alt)} className={styles.base} />
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
