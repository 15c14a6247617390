#!/usr/bin/env node
// @ts-check
/**
 * `npm run kiosk:sign-settings`: signs a fleet's settings for its kiosks (docs/kiosk.md,
 * "Running a fleet"), with the Ed25519 format of `electron/main/settings-signature.mjs`.
 *
 * - `-- --new-key <file>` makes a key pair: the private key goes to `<file>` (PKCS #8 PEM, readable
 *   by its owner only; never over an existing file, never inside this repository) and the public
 *   key is printed, for `settingsPublicKey` in every kiosk's `kiosk-config.json`.
 * - `-- --key <file> --in <settings.json> --out <signed.json> [--valid-days 30]` signs the
 *   settings `{ "all": {…}, "kiosks": { "<kioskName>": {…} } }`, stamped as issued now and valid
 *   for the given days (1 to 366), for the fleet's owner to publish at the kiosks' `settingsUrl`.
 *   Settings a fleet's file cannot set are refused here, by name, rather than at every kiosk.
 *
 * Exits 0 with what it wrote, 1 with what to fix.
 */
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  generateSettingsKeyPair,
  PROTECTED_SETTINGS,
  publicKeyText,
  REMOTE_SETTING_KEYS,
  signSettingsDocument,
} from '../../electron/main/settings-signature.mjs';
import { createPrivateKey } from 'node:crypto';

const ROOT = path.resolve(import.meta.dirname, '../..');
const USAGE =
  'npm run kiosk:sign-settings -- --new-key <private key file>\n' +
  '       npm run kiosk:sign-settings -- --key <private key file> --in <settings.json> --out <signed.json> [--valid-days 30]';
const DAY_MS = 24 * 3600_000;

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`kiosk:sign-settings: ${message}`);
  process.exit(1);
}

/** Whether `file` is inside this repository, where a private key must never be. @param {string} file */
function insideRepository(file) {
  const folder = realpathSync(path.dirname(path.resolve(file)));
  const relative = path.relative(realpathSync(ROOT), folder);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The owner's settings, checked: an object with `all` and `kiosks` only, each part naming only
 * settings a fleet's file may set.
 * @param {unknown} settings
 * @returns {string[]} what is wrong, one line each.
 */
function settingsProblems(settings) {
  if (!isObject(settings)) return ['the settings must be a JSON object with "all" and "kiosks"'];
  const { all, kiosks, ...rest } = settings;
  const problems = Object.keys(rest).map((key) => `"${key}" is not a part of the settings (only "all" and "kiosks")`);
  /** @type {[string, unknown][]} */
  const parts = [['all', all ?? {}]];
  if (kiosks !== undefined) {
    if (!isObject(kiosks)) problems.push('"kiosks" must map each kioskName to its settings');
    else for (const [name, part] of Object.entries(kiosks)) parts.push([`kiosks.${JSON.stringify(name)}`, part]);
  }
  for (const [where, part] of parts) {
    if (!isObject(part)) {
      problems.push(`${where} must be an object of settings`);
      continue;
    }
    for (const key of Object.keys(part)) {
      if (/** @type {readonly string[]} */ (PROTECTED_SETTINGS).includes(key))
        problems.push(
          `${where}: "${key}" is set in each kiosk's kiosk-config.json only; a fleet's file cannot change it`,
        );
      else if (!(/** @type {readonly string[]} */ (REMOTE_SETTING_KEYS).includes(key)))
        problems.push(
          `${where}: "${key}" cannot be set by a fleet's file (it can set ${REMOTE_SETTING_KEYS.join(', ')})`,
        );
    }
  }
  return problems;
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      'new-key': { type: 'string' },
      key: { type: 'string' },
      in: { type: 'string' },
      out: { type: 'string' },
      'valid-days': { type: 'string', default: '30' },
    },
  }));
} catch (error) {
  fail(`${/** @type {Error} */ (error).message}\nusage: ${USAGE}`);
}

if (values['new-key'] !== undefined) {
  const file = values['new-key'];
  if (existsSync(file)) fail(`${file} exists; a new key never replaces one (move it away first).`);
  if (insideRepository(file)) fail(`${file} is inside the repository; keep the private key outside it.`);
  const { privateKeyPem, publicKey } = generateSettingsKeyPair();
  writeFileSync(file, privateKeyPem, { mode: 0o600, flag: 'wx' });
  console.log(`kiosk:sign-settings: private key written to ${file} (keep it safe and out of the repository)`);
  console.log(`settingsPublicKey for kiosk-config.json: ${publicKey}`);
  process.exit(0);
}

if (!values.key || !values.in || !values.out) fail(`--key, --in and --out are needed to sign.\nusage: ${USAGE}`);
if (insideRepository(values.key)) fail(`${values.key} is inside the repository; keep the private key outside it.`);
const days = Number(values['valid-days']);
if (!Number.isInteger(days) || days < 1 || days > 366) fail('--valid-days must be a whole number from 1 to 366.');

let privateKeyPem;
let publicKey;
try {
  privateKeyPem = readFileSync(values.key, 'utf8');
  publicKey = publicKeyText(createPrivateKey(privateKeyPem));
} catch (error) {
  fail(`${values.key} is not an Ed25519 private key (${/** @type {Error} */ (error).message}).`);
}
/** @type {unknown} */
let settings;
try {
  settings = JSON.parse(readFileSync(values.in, 'utf8'));
} catch (error) {
  fail(`${values.in} could not be read as JSON (${/** @type {Error} */ (error).message}).`);
}
const problems = settingsProblems(settings);
if (problems.length > 0) fail(`${values.in}:\n  ${problems.join('\n  ')}`);

const issued = new Date();
const document = JSON.stringify(
  {
    issuedAt: issued.toISOString(),
    expiresAt: new Date(issued.getTime() + days * DAY_MS).toISOString(),
    .../** @type {object} */ (settings),
  },
  null,
  2,
);
writeFileSync(values.out, signSettingsDocument(document, privateKeyPem));
console.log(
  `kiosk:sign-settings: ${values.out} signed by ${publicKey}, issued ${issued.toISOString()}, valid ${days} days; ` +
    "publish it at the kiosks' settingsUrl",
);
