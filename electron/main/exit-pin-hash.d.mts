// Types of exit-pin-hash.mjs for the shell's TypeScript; the functions' documentation is there.

export declare const PIN_PATTERN: RegExp;
export declare const EXIT_PIN_HASH_PARAMS: Readonly<{
  N: number;
  r: number;
  p: number;
  saltBytes: number;
  keyBytes: number;
}>;
export declare const EXIT_PIN_HASH_FORMAT: string;
export declare function isExitPinHash(text: string): boolean;
export declare function hashExitPin(pin: string, params?: { N: number; r: number; p: number }): Promise<string>;
export declare function verifyExitPin(pin: string, stored: string): Promise<boolean>;
export declare function withExitPinHash(text: string | undefined, hash: string): string;
export declare function writeFileAtomically(file: string, text: string): Promise<void>;
