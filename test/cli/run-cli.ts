import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';

/** What one in-process run of `opfor` printed and returned. */
export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** Runs `opfor ...args` in-process with captured output. */
export async function opfor(...args: string[]): Promise<CliRun> {
  let out = '';
  let err = '';
  const code = await main(args, { out: (s) => void (out += s), err: (s) => void (err += s) });
  return { code, out, err };
}

/** A fresh temporary folder for a test's files. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'opfor-cli-'));
}

/** A stack trace line, which the user must never see. */
export const STACK_LINE = /^\s+at .+[:(]\d+/m;
