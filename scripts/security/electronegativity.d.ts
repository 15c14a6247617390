// Electronegativity (1.10) ships no type declarations; this is its programmatic entry as its
// README ("Programmatically") and `dist/runner.js` define it, for the options this project passes.
declare module '@doyensec/electronegativity' {
  export interface RunOptions {
    /** A folder, `.js`, `.html` or `.asar` to scan. */
    input: string;
    /** Paths in the issues relative to `input`. */
    isRelative?: boolean;
    /** The Electron version to assume (the CLI's `-e`), instead of the one the input declares. */
    electronVersionOverride?: string;
  }

  /** What a scan found; each issue's shape is checked where it is read (scripts/security/findings.mjs). */
  export interface RunResult {
    globalChecks: number;
    atomicChecks: number;
    errors: unknown[];
    issues: unknown[];
  }

  /** Scans `options.input` with every check and resolves with the issues. */
  export default function run(options: RunOptions): Promise<RunResult>;
}
