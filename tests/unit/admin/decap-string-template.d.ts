/**
 * Decap CMS's template engine for summaries and slugs, as decap-cms-lib-widgets' ES module build
 * ships it, without types: the part the tests call.
 */
declare module 'decap-cms-lib-widgets/dist/esm/stringTemplate.js' {
  /**
   * `template` with each `{{field | filter}}` replaced from `data` (an Immutable.js map);
   * `date` fills `{{year}}` and the like, `null` leaves them out.
   */
  export function compileStringTemplate(
    template: string,
    date: Date | null | undefined,
    identifier?: string,
    data?: unknown,
  ): string;
}
