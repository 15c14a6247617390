// @ts-check
/**
 * `npm run kiosk:setup -- --set-exit-pin --config <path to kiosk-config.json>`: sets the staff
 * exit PIN of a kiosk (docs/kiosk.md, "2. Configure"). Reads the PIN from the terminal without
 * showing it, twice, or from the first line of a pipe; checks it is 6 to 8 digits; writes its
 * salted scrypt hash as `exitPinHash` into the file (created when missing), removes a plain
 * `exitPin`, and keeps every other key. The hash and the rewrite are the shell's own
 * (`electron/main/exit-pin-hash.mjs`), so the kiosk reads exactly what this writes.
 *
 * `--config` is required: the kiosk's user-data folder depends on the system and on the name the
 * app runs under, and the file is often edited on another machine than the kiosk.
 */
import { readFile } from 'node:fs/promises';
import { hashExitPin, PIN_PATTERN, withExitPinHash, writeFileAtomically } from '../../electron/main/exit-pin-hash.mjs';

/** How to call it, for error lines. */
export const SET_EXIT_PIN_USAGE =
  'npm run kiosk:setup [-- --set-exit-pin --config <path to kiosk-config.json>] (PIN on the terminal or a pipe)';

/** Longest line read from a pipe, in characters: a PIN is at most 8 digits. */
const MAX_PIPED_CHARACTERS = 256;

/**
 * The first line on a piped standard input (without its line ending), or `''` when there is none.
 * @param {NodeJS.ReadableStream} input
 * @returns {Promise<string>}
 */
async function readPipedLine(input) {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (/[\r\n]/.test(text) || text.length > MAX_PIPED_CHARACTERS) break;
  }
  return text.split(/\r?\n|\r/, 1)[0] ?? '';
}

/**
 * Reads one line from the terminal without echoing it (raw mode, so nothing typed is shown).
 * Ctrl+C cancels (`undefined`); Backspace removes the last character.
 * @param {string} prompt
 * @returns {Promise<string | undefined>}
 */
function readHiddenLine(prompt) {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve) => {
    let line = '';
    /** @param {string | undefined} value */
    const finish = (value) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      resolve(value);
    };
    /** @param {string} chunk */
    const onData = (chunk) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n' || character === '\u0004') return finish(line);
        if (character === '\u0003') return finish(undefined);
        if (character === '\u007f' || character === '\b') line = line.slice(0, -1);
        else line += character;
      }
    };
    input.on('data', onData);
  });
}

/**
 * The PIN from the terminal (asked twice, hidden) or from a pipe.
 * @returns {Promise<{ pin: string } | { problem: string }>}
 */
async function readPin() {
  if (!process.stdin.isTTY) return { pin: (await readPipedLine(process.stdin)).trim() };
  const pin = await readHiddenLine('Staff exit PIN (6 to 8 digits, not shown): ');
  if (pin === undefined) return { problem: 'cancelled' };
  const again = await readHiddenLine('The same PIN again: ');
  if (again === undefined) return { problem: 'cancelled' };
  return pin === again ? { pin } : { problem: 'the two PINs differ; nothing was written' };
}

/**
 * Runs `--set-exit-pin`; the PIN is never printed.
 * @param {{ 'set-exit-pin'?: boolean, config?: string }} options - the parsed command line.
 * @returns {Promise<number>} the exit code: 0 when the file was written, 1 otherwise (with one line on stderr).
 */
export async function setExitPin(options) {
  const fail = (/** @type {string} */ message) => {
    console.error(`kiosk:setup: ${message}`);
    return 1;
  };
  if (!options['set-exit-pin'] || !options.config)
    return fail(
      `--set-exit-pin and --config go together (the kiosk's user-data folder: docs/kiosk.md, "2. Configure").\nusage: ${SET_EXIT_PIN_USAGE}`,
    );
  const file = options.config;
  /** @type {string | undefined} */
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT')
      return fail(`could not read ${file}: ${/** @type {Error} */ (error).message}`);
  }
  const read = await readPin();
  if ('problem' in read) return fail(read.problem);
  if (!PIN_PATTERN.test(read.pin)) return fail('the PIN must be 6 to 8 digits; nothing was written');
  const hash = await hashExitPin(read.pin);
  let rewritten;
  try {
    rewritten = withExitPinHash(text, hash);
  } catch (error) {
    return fail(`${file} is not a JSON object (${/** @type {Error} */ (error).message}); fix or remove it first`);
  }
  try {
    await writeFileAtomically(file, rewritten);
  } catch (error) {
    return fail(`could not write ${file}: ${/** @type {Error} */ (error).message}`);
  }
  // `withExitPinHash` has parsed the text, so it is a JSON object.
  const hadPlainPin = text !== undefined && Object.hasOwn(/** @type {object} */ (JSON.parse(text)), 'exitPin');
  console.log(
    `kiosk:setup: exitPinHash written to ${file}${hadPlainPin ? ' (its plain exitPin removed)' : ''}; the kiosk uses it from its next start.`,
  );
  return 0;
}
