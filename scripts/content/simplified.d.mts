/**
 * Types of `./simplified.mjs` for the code that imports it without JavaScript checking (the CMS's
 * preview, `admin/preview/draft.ts`); the module's JSDoc is the source.
 */
export declare const CONVERTED_FROM_FIELD: 'convertedFrom';
export declare const CONVERTED_FROM: 'zh-TW';
export declare function toSimplified(text: string): string;
export declare function simplifiedData<T>(value: T, keep: ReadonlySet<string>): T;
export declare function fillSimplified(
  traditional: Record<string, unknown>,
  written: Record<string, unknown> | undefined,
  keep: ReadonlySet<string>,
): { data: Record<string, unknown>; derived: boolean };
