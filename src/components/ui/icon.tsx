import { createContext, createElement, useContext, type ReactNode } from 'react';
import sharedDrawings from 'virtual:icon-drawings';
import { THEMES, type Theme } from '@/config/theme';
import { SVG_ATTRIBUTES, type SvgDrawing } from '@/lib/assets/asset-manifest';
import { HOVER_SUFFIX, hasHoverVariant, resolveAsset, resolveDrawing, truncateAlt } from '@/lib/assets/assets';
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
 * How icons below load when they are images rather than drawn inline (see {@link Icon}): lazily
 * (the default) or with the page ({@link EagerIcons}). Lazily, because each SVG image is a
 * document the main thread loads and parses while the page starts (50 to 160 ms each with the
 * CPU 4x slower): those far below the fold wait until the visitor scrolls near them (Chromium:
 * within 1,250 to 3,000 px), and their fixed size keeps the layout still when they arrive.
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

/** A drawing's attributes as React's props (`stroke-width` → `strokeWidth`). */
function propsOf(attributes: Readonly<Record<string, string>>): Record<string, string> {
  const props: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const prop = SVG_ATTRIBUTES[name];
    if (prop) props[prop] = value;
  }
  return props;
}

/** A drawing's child elements as React elements, keyed by their place among their siblings. */
function drawnChildren(node: SvgDrawing): ReactNode[] {
  return node.children.map((child, index) =>
    createElement(child.tag, { ...propsOf(child.attributes), key: index }, ...drawnChildren(child)),
  );
}

interface ThemedDrawing {
  /** The theme it shows in, or `undefined` when every theme draws it alike (from `common/`). */
  theme?: Theme;
  base: SvgDrawing;
  hover?: SvgDrawing;
}

/**
 * Each theme's drawings of `asset` (one, untied to a theme, when all themes share them), or
 * `undefined` when a theme's file or its hover variant could not be read as a drawing: the icon
 * is then an image, as it always was.
 */
function drawingsOf(asset: string): ThemedDrawing[] | undefined {
  const drawings: ThemedDrawing[] = [];
  for (const theme of THEMES) {
    const base = resolveDrawing(asset, theme);
    const hasHover = hasHoverVariant(asset, theme);
    const hover = hasHover ? resolveDrawing(`${asset}${HOVER_SUFFIX}`, theme) : undefined;
    if (!base || (hasHover && !hover)) return undefined;
    drawings.push({ theme, base, ...(hover ? { hover } : {}) });
  }
  const [first] = drawings;
  const shared = first && drawings.every((drawing) => drawing.base === first.base && drawing.hover === first.hover);
  return shared ? [{ base: first.base, ...(first.hover ? { hover: first.hover } : {}) }] : drawings;
}

/** An icon's `<svg>`, labelled by `label` or hidden from assistive technology when it is empty. */
function drawnSvg(drawing: SvgDrawing, size: number, label: string, className?: string) {
  return createElement(
    'svg',
    {
      ...propsOf(drawing.attributes),
      width: size,
      height: size,
      focusable: 'false',
      className,
      ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true' }),
    },
    ...drawnChildren(drawing),
  );
}

interface SharedIconProps {
  name: IconName;
  /** The icon's one shape, painted `currentColor` (`virtual:icon-drawings`). */
  drawing: SvgDrawing;
  alt: string;
  size: number;
  className?: string;
}

/**
 * An icon whose files in every theme and state are one shape in one colour each: drawn once, in
 * `currentColor`, which the build's icon stylesheet sets per theme and on hover
 * (`vite-plugins/asset-manifest.ts`, `shareShapes`). One element per shape instead of four keeps
 * the page's document small: a list page carries dozens of icons.
 */
function SharedIcon({ name, drawing, alt, size, className }: SharedIconProps) {
  return (
    <span className={[styles.drawn, className].filter(Boolean).join(' ')} data-icon={name}>
      {drawnSvg(drawing, size, truncateAlt(alt))}
    </span>
  );
}

interface InlineIconProps {
  name: IconName;
  drawings: readonly ThemedDrawing[];
  alt: string;
  size: number;
  className?: string;
}

/**
 * An icon drawn inline: every theme's drawing, each shown only in its own theme by the
 * stylesheet (the body's theme class). A page is prerendered before anyone knows the visitor's
 * theme, so every theme's drawing is in the markup from the first paint, and a change of theme
 * needs neither a render nor a request.
 */
function InlineIcon({ name, drawings, alt, size, className }: InlineIconProps) {
  const label = truncateAlt(alt);
  const svg = (drawing: SvgDrawing, role: 'base' | 'hover') =>
    drawnSvg(drawing, size, role === 'base' ? label : '', styles[role]);
  return (
    <span className={[styles.drawn, className].filter(Boolean).join(' ')} data-icon={name}>
      {drawings.map(({ theme, base, hover }) => (
        <span
          key={theme ?? 'all'}
          data-theme={theme}
          className={[styles.swap, theme ? styles[theme] : undefined].filter(Boolean).join(' ')}
        >
          {svg(base, 'base')}
          {hover ? svg(hover, 'hover') : null}
        </span>
      ))}
    </span>
  );
}

/**
 * An icon looked up by name in the theme's folder, then `common/` (`docs/design.md` §5.4).
 * When an `-hover` variant exists it shows while the pointer is over the closest element with
 * the `data-hover-icons` attribute, or over the icon itself. A missing icon renders nothing.
 *
 * Drawn inline (`<svg>`) when the build could read every theme's file as a drawing
 * (`vite-plugins/svg-drawing.ts`), since an SVG image costs the page a document of its own: once,
 * coloured by the stylesheet, when the files are one shape in one colour each; else once per
 * theme and state. As an `<img>` otherwise.
 */
export function Icon({ name, alt = '', size = 24, className }: IconProps) {
  const shared = Object.hasOwn(sharedDrawings, name) ? sharedDrawings[name] : undefined;
  if (shared) return <SharedIcon name={name} drawing={shared} alt={alt} size={size} className={className} />;
  const drawings = drawingsOf(`icons/${name}`);
  if (drawings) return <InlineIcon name={name} drawings={drawings} alt={alt} size={size} className={className} />;
  return <ImageIcon name={name} alt={alt} size={size} className={className} />;
}

/** An icon as an `<img>` of the theme's file, with its hover variant laid over it. */
function ImageIcon({ name, alt = '', size = 24, className }: IconProps) {
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
