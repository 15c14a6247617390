// opencc-js ships its dictionaries as modules (`exports` "./*") without declarations: each is the
// OpenCC text format, `source target [target…]|source target…`.
declare module 'opencc-js/dict/STCharacters' {
  const dictionary: string;
  export default dictionary;
}

declare module 'opencc-js/dict/HKVariants' {
  const dictionary: string;
  export default dictionary;
}

// simple-keyboard's modern-browser ESM bundle (no polyfills, a third of the default build) has no
// declaration file of its own; its API is the package's.
declare module 'simple-keyboard/build/index.modern.esm.js' {
  export { default, SimpleKeyboard } from 'simple-keyboard';
}
