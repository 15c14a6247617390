/** Runs a Node.js script as its own process, for the tests of command-line scripts. */
import { spawn } from 'node:child_process';

/** What a finished script left: its exit code (`null` when a signal ended it) and its output. */
export interface NodeRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Where and how the script runs: its folder, its environment, and text piped to its input. */
export interface NodeRunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  input?: string;
}

/**
 * Runs `node <script> <args>` with this process's Node.js and resolves when it exits.
 * Asynchronous on purpose: a test may serve the script's HTTP peer from this same process.
 * @throws when the process cannot be started at all (the `error` event).
 */
export function runNode(script: string, args: readonly string[], options: NodeRunOptions = {}): Promise<NodeRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: 'pipe', cwd: options.cwd, env: options.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}
