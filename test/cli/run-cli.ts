import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
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

/** A shipped scenario's title and side ids, read from its file (so tests follow the scenario author's edits). */
export function shipped(name: string): { file: string; title: string; sides: string[] } {
  const file = `scenarios/tyneside/${name}.yaml`;
  const data = parse(readFileSync(file, 'utf8')) as { title: string; sides: { id: string }[] };
  return { file, title: data.title, sides: data.sides.map((s) => s.id) };
}

/** `text` as a regular expression that matches it literally. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
