// @ts-check
/**
 * The signature of a fleet's remote settings file (docs/kiosk.md, "Running a fleet"): Ed25519
 * (RFC 8032, Node's `crypto.sign(null, …)` and `crypto.verify(null, …)`,
 * https://nodejs.org/api/crypto.html#cryptosignalgorithm-data-key-callback) over the exact UTF-8
 * bytes of the settings document, carried beside it in one JSON envelope:
 *
 * ```json
 * { "signed": "<the settings document, as JSON text>", "signature": "<base64 of 64 bytes>" }
 * ```
 *
 * Signing the text as it is, rather than a re-serialized object, needs no canonical JSON: the
 * kiosk verifies the very bytes the owner signed, and only then parses them. A public key is
 * written as the base64url of its 32 raw bytes (the `x` of its JWK, RFC 8037), one short string
 * for `kiosk-config.json`.
 *
 * Plain JavaScript so that the shell (`remote-settings.ts`) and `npm run kiosk:sign-settings`
 * (`scripts/kiosk/sign-settings.mjs`, run by plain Node 20) share this one implementation; its
 * types are in `settings-signature.d.mts`.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';

/**
 * The settings a fleet's file may set: what a visitor session uses, and the staff PIN. The rest
 * are the machine's (its addresses, its window), set where it is installed.
 */
export const REMOTE_SETTING_KEYS = Object.freeze([
  'startPath',
  'idleSeconds',
  'warningSeconds',
  'linkMode',
  'defaultLocale',
  'defaultTheme',
  'attractAfterSeconds',
  'exitPinHash',
]);

/** The settings that anchor the kiosk's trust: a file naming them is refused for trying to change them. */
export const PROTECTED_SETTINGS = Object.freeze(['settingsUrl', 'settingsPublicKey', 'updateFeedUrl']);

/** Largest settings file the kiosk reads, in bytes: settings for hundreds of kiosks fit in a few. */
export const SIGNED_SETTINGS_MAX_BYTES = 64 * 1024;

/** A public key's text: base64url of 32 bytes, 43 characters without padding. */
const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A signature's text: standard base64 of 64 bytes. */
const SIGNATURE_PATTERN = /^[A-Za-z0-9+/]{86}==$/;

/**
 * The Ed25519 public key written as `text` (see the module comment), or `undefined` when it is
 * not one.
 * @param {string} text
 * @returns {import('node:crypto').KeyObject | undefined}
 */
export function publicKeyFromText(text) {
  if (!PUBLIC_KEY_PATTERN.test(text)) return undefined;
  try {
    return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: text }, format: 'jwk' });
  } catch {
    return undefined;
  }
}

/**
 * The text of an Ed25519 public key, as `kiosk-config.json` holds it.
 * @param {import('node:crypto').KeyObject} key - a public key, or the private key of its pair.
 * @returns {string}
 * @throws {Error} when `key` is no Ed25519 key.
 */
export function publicKeyText(key) {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  if (publicKey.asymmetricKeyType !== 'ed25519') throw new Error('The key is not an Ed25519 key');
  const { x } = publicKey.export({ format: 'jwk' });
  if (typeof x !== 'string') throw new Error('The key has no public part');
  return x;
}

/**
 * A new key pair: the private key as PKCS #8 PEM (for the owner's safe, never the repository or a
 * kiosk) and the public key's text (for every kiosk's `kiosk-config.json`).
 * @returns {{ privateKeyPem: string, publicKey: string }}
 */
export function generateSettingsKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKeyPem: /** @type {string} */ (privateKey.export({ format: 'pem', type: 'pkcs8' })),
    publicKey: publicKeyText(publicKey),
  };
}

/**
 * Signs `documentText` (the settings document, JSON) with the Ed25519 private key in `privateKeyPem`.
 * @param {string} documentText
 * @param {string} privateKeyPem - PKCS #8 PEM, as {@link generateSettingsKeyPair} writes it.
 * @returns {string} the envelope's JSON text, ending with a newline.
 * @throws {Error} when the key is not an Ed25519 private key.
 */
export function signSettingsDocument(documentText, privateKeyPem) {
  const key = createPrivateKey(privateKeyPem);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('The key is not an Ed25519 private key');
  const signature = sign(null, Buffer.from(documentText, 'utf8'), key).toString('base64');
  return `${JSON.stringify({ signed: documentText, signature }, null, 2)}\n`;
}

/**
 * @typedef {{ ok: true, documentText: string, keyIndex: number }
 *   | { ok: false, reason: 'too-large' | 'not-json' | 'unsigned' | 'bad-signature' }} OpenedEnvelope
 */

/**
 * Checks a settings envelope against the kiosk's public keys.
 * @param {string} text - the file as fetched.
 * @param {readonly import('node:crypto').KeyObject[]} publicKeys - the keys `kiosk-config.json` names.
 * @returns {OpenedEnvelope} the signed document's text and which key verified it; or why not:
 *   larger than {@link SIGNED_SETTINGS_MAX_BYTES}, not a JSON object, without a `signed` text and a
 *   well-formed `signature` (`unsigned`), or signed by none of the keys (`bad-signature`).
 */
export function openSettingsEnvelope(text, publicKeys) {
  if (Buffer.byteLength(text, 'utf8') > SIGNED_SETTINGS_MAX_BYTES) return { ok: false, reason: 'too-large' };
  /** @type {unknown} */
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) {
    return { ok: false, reason: 'not-json' };
  }
  const { signed, signature } = /** @type {{ signed?: unknown, signature?: unknown }} */ (envelope);
  if (typeof signed !== 'string' || typeof signature !== 'string' || !SIGNATURE_PATTERN.test(signature)) {
    return { ok: false, reason: 'unsigned' };
  }
  const data = Buffer.from(signed, 'utf8');
  const bytes = Buffer.from(signature, 'base64');
  const keyIndex = publicKeys.findIndex((key) => verify(null, data, key, bytes));
  return keyIndex === -1 ? { ok: false, reason: 'bad-signature' } : { ok: true, documentText: signed, keyIndex };
}
