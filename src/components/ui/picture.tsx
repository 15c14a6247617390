import type { ImgHTMLAttributes } from 'react';
import { useAsset } from './use-asset';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** Asset name (`about-us`, `team/dr-helen-lau`), looked up in the theme's folder then `common/`. */
  name: string;
  /** Alt text; pass `''` for decorative images. */
  alt: string;
  /** Intrinsic width and height in CSS pixels, so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
}

/** An image looked up by name; switches with the theme; renders nothing when the name is missing. */
export function Picture({ name, alt, loading = 'lazy', decoding = 'async', ...rest }: PictureProps) {
  const src = useAsset(name);
  if (!src) return null;
  return <img src={src} alt={alt} loading={loading} decoding={decoding} {...rest} />;
}
