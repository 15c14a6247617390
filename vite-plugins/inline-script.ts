/**
 * Compiles a browser module, with everything it imports, into the text of one classic inline
 * `<script>`: the pre-paint scripts (`src/app/pre-paint-locale.ts`, `src/app/pre-paint-theme.ts`)
 * are ordinary, type-checked modules of the app, and this turns each into what `index.html`
 * carries before anything can paint.
 *
 * It uses Vite's own `build` in library mode (Vite guide, "Library Mode"; JavaScript API,
 * `build`), with the app's aliases and build target and without its plugins or config file, so
 * a script is compiled the same in the dev server, the web build, the kiosk build and the tests.
 */
import path from 'node:path';
import { build, type Rolldown } from 'vite';

/** What {@link compileInlineScript} needs to find and compile an entry. */
export interface InlineScriptOptions {
  /** The project root: the entry's path and the `@/` and `@common/` aliases are under it. */
  root: string;
  /** The entry module, relative to {@link root} (`src/app/pre-paint-locale.ts`). */
  entry: string;
}

/** A compiled inline script. */
export interface InlineScript {
  /**
   * One minified IIFE (an immediately run function: no `import`, no `export`, no global left
   * behind but what the code itself sets), without a trailing newline. The same sources give the
   * same text, so a Content-Security-Policy hash of it holds from build to build.
   */
  code: string;
  /** Absolute paths of the modules compiled into it: the dev server recompiles when one changes. */
  files: string[];
}

/**
 * Compiles the entry and what it imports into an {@link InlineScript}.
 *
 * @throws {Error} when the entry does not compile (a syntax error, an unresolved import), or
 *   compiles to more than one chunk (a dynamic `import()`, which an inline script cannot make).
 */
export async function compileInlineScript({ root, entry }: InlineScriptOptions): Promise<InlineScript> {
  const result = await build({
    root,
    configFile: false,
    envFile: false,
    publicDir: false,
    logLevel: 'silent',
    resolve: {
      // As in vite.config.ts: the app's modules import each other through these.
      alias: {
        '@/': `${path.join(root, 'src')}/`,
        '@common/': `${path.join(root, 'common')}/`,
      },
    },
    build: {
      write: false,
      // vite.config.ts's target: the browsers the app supports run the inline scripts too.
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: path.join(root, entry), formats: ['iife'], name: 'prePaint' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  const [chunk] = chunks;
  if (chunks.length !== 1 || !chunk) throw new Error(`${entry} compiles to ${chunks.length} chunks, not one script`);
  return { code: chunk.code.trim(), files: chunk.moduleIds.filter((id) => path.isAbsolute(id)) };
}
