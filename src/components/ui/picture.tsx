import type { ImgHTMLAttributes } from 'react';
import { IMAGE_MIME_TYPES } from '@/lib/assets/asset-manifest';
import styles from './picture.module.css';
import { useImage } from '@/hooks/use-image';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt' | 'sizes'> {
  /** Asset name (`company`, `team/dr-helen-lau`), looked up in the theme's folder then `common/`. */
  name: string;
  /** Alt text; pass `''` for decorative images. */
  alt: string;
  /** Width and height in CSS pixels, so the browser reserves the space before the image loads (no layout shift). */
  width: number;
  height: number;
  /**
   * The image's rendered width at each breakpoint, as the HTML `sizes` attribute
   * (https://html.spec.whatwg.org/multipage/images.html#sizes-attributes): media conditions with
   * lengths in `px`, `vw` or `calc()`, read from the caller's style sheet. The browser picks the
   * variant from it before layout, so it must match the CSS. Defaults to the standard's `100vw`,
   * which over-fetches for anything narrower than the viewport. Unused for SVG.
   */
  sizes?: string;
}

/**
 * An image looked up by name; switches with the theme; renders nothing when the name is missing
 * (the lookup logs a debug warning). A raster image becomes a `<picture>`: an AVIF `<source>`,
 * then the `<img>` with WebP variants in `srcSet` and the original as `src`, all from the same
 * folder. Lazy by default: pass `loading="eager"` above the fold.
 */
export function Picture({ name, alt, sizes = '100vw', loading = 'lazy', decoding = 'async', ...rest }: PictureProps) {
  const image = useImage(name);
  if (!image) return null;
  const { avif, webp } = image.srcSet;
  if (!avif && !webp) return <img src={image.src} alt={alt} loading={loading} decoding={decoding} {...rest} />;
  return (
    <picture className={styles.picture}>
      {avif ? <source type={IMAGE_MIME_TYPES.avif} srcSet={avif} sizes={sizes} /> : null}
      <img
        src={image.src}
        srcSet={webp}
        sizes={webp ? sizes : undefined}
        alt={alt}
        loading={loading}
        decoding={decoding}
        {...rest}
      />
    </picture>
  );
}
