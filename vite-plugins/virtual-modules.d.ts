declare module 'virtual:asset-manifest' {
  import type { AssetManifest } from '@/lib/assets/asset-manifest';

  /** Folder → asset name (`icons/sun`) → file, and for raster images intrinsic size and variants. */
  const manifest: AssetManifest;
  export default manifest;
}

declare module 'virtual:icon-drawings' {
  import type { SvgDrawing } from '@/lib/assets/asset-manifest';

  /**
   * Icon name (`sun`) → its shape painted `currentColor`, for the icons whose files in every theme
   * and state are one shape in one colour; the stylesheet it brings colours them
   * (`vite-plugins/asset-manifest.ts`, `shareShapes`).
   */
  const drawings: Readonly<Record<string, SvgDrawing>>;
  export default drawings;
}
