declare module 'virtual:asset-manifest' {
  import type { AssetManifest } from '@/lib/assets/asset-manifest';

  /** Folder → asset name (`icons/sun`) → file, and for raster images intrinsic size and variants. */
  const manifest: AssetManifest;
  export default manifest;
}
