#!/usr/bin/env node
/**
 * `npm run observatory`: grades the site as the MDN HTTP Observatory
 * (https://developer.mozilla.org/en-US/observatory) grades a public host, with the Observatory's
 * own scanner (`@mdn/mdn-http-observatory`, its CLI `@mdn/mdn-http-observatory/src/scan.js`), pointed at the production
 * build behind the repository's nginx configuration over HTTPS (`npm run serve:nginx -- --tls`,
 * which must be running). Prints the grade, the score and each test's result; exits 1 unless the
 * grade is A+. tests/e2e/deploy/observatory.spec.ts runs the same scan in `npm test`.
 *
 * The scanner checks HTTPS (the HSTS header counts only there) and the redirect from plain HTTP,
 * so it is run with the local server's certificate trusted (`NODE_EXTRA_CA_CERTS`, read by Node
 * at start, hence a child process).
 *
 * The package's install script downloads Chromium's HSTS preload list from GitHub, which
 * `ignore-scripts=true` (and a machine without GitHub) skips; its scanner reads that list to tell
 * whether a host is preloaded. Where it is missing, an empty list is written: a loopback host is
 * on no preload list, so the grade is the same.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX_TLS_CERTIFICATE, NGINX_TLS_HOST } from './nginx-local.mjs';

/** The scanner package's folder, wherever npm installed it. */
const scanner = path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));

/**
 * @typedef {{ pass: boolean, result: string, expectation: string, scoreModifier: number }} ObservatoryTest
 * @typedef {{ scan: { grade: string, score: number, testsFailed: number, testsPassed: number,
 *   testsQuantity: number }, tests: Record<string, ObservatoryTest> }} ObservatoryResult
 */

/** Writes the empty HSTS preload list the scanner reads, if its install script did not run. */
function ensurePreloadList() {
  const file = path.join(scanner, 'conf', 'hsts-preload.json');
  if (existsSync(file)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '{}\n');
}

/**
 * Scans `host` (`name:port`, over HTTPS and plain HTTP on that port) with the Observatory's
 * scanner, trusting `certificate` (a PEM file) besides Node's own roots.
 * @param {{ host?: string, certificate?: string }} [options]
 * @returns {ObservatoryResult}
 * @throws {Error} when the scanner cannot run or reports an error (the site down, a bad status).
 */
export function scanWithObservatory({ host = NGINX_TLS_HOST, certificate = NGINX_TLS_CERTIFICATE } = {}) {
  if (!existsSync(certificate))
    throw new Error(`No certificate at ${certificate}: run \`npm run serve:nginx -- --tls\``);
  ensurePreloadList();
  const run = spawnSync(process.execPath, [path.join(scanner, 'src', 'scan.js'), host], {
    encoding: 'utf8',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate },
    timeout: 60_000,
  });
  if (run.error) throw run.error;
  /** @type {ObservatoryResult | { error: string }} */
  const result = JSON.parse(run.stdout);
  if ('error' in result) throw new Error(`The Observatory's scanner: ${result.error}`);
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { scan, tests } = scanWithObservatory();
    console.log(`observatory: https://${NGINX_TLS_HOST}: grade ${scan.grade}, score ${scan.score}`);
    for (const [name, test] of Object.entries(tests))
      console.log(
        `  ${test.pass ? 'pass' : 'FAIL'}  ${name}: ${test.result} (${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier})`,
      );
    process.exitCode = scan.grade === 'A+' ? 0 : 1;
  } catch (error) {
    console.error(`observatory: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
