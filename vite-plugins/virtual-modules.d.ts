declare module 'virtual:asset-manifest' {
  /** Folder → asset name (`icons/sun`) → path relative to the site root (`light/icons/sun.svg`). */
  const manifest: Record<'common' | 'light' | 'dark', Record<string, string>>;
  export default manifest;
}
