/**
 * vnu-jar, the W3C Nu HTML checker's npm package, ships no types. Its main module exports the
 * absolute path of `vnu.jar` (a `String` object, used here only through `String()`).
 */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
