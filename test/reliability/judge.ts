import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { opfor, STACK_LINE } from '../cli/run-cli.js';
import { everyShippedScenario } from '../../src/cli/scenario-path.js';

/** The built command line: the child processes run exactly what a user runs. */
export const CLI = 'dist/src/cli/main.js';

/** Every shipped scenario, as `ruleset/name` (how the command line names it). */
export const SHIPPED = everyShippedScenario().map((s) => `${s.ruleset}/${s.name}`);

/** Fails early, saying why, when the command line has not been built (`npm test` builds it first). */
export function needBuiltCli(): void {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first`);
}

/**
 * What `opfor check` made of a file: accepted it, refused it with located problems (every line
 * `file:line:col: field: …` or `file: (top level): …`), refused it otherwise (unlocated), or
 * failed (an internal error, exit 70, or a stack trace).
 */
export type CheckVerdict = 'accepted' | 'located' | 'unlocated' | 'crash';

export interface Checked {
  readonly verdict: CheckVerdict;
  readonly output: string;
  readonly ms: number;
}

/** Runs `opfor check FILE` in this process, through the code the command line runs. */
export async function checkFile(file: string): Promise<Checked> {
  const started = performance.now();
  const run = await opfor('check', file);
  const ms = performance.now() - started;
  const output = `${run.out}${run.err}`;
  const lines = output.trimEnd().split('\n');
  const verdict: CheckVerdict =
    run.code === 70 || STACK_LINE.test(output) ? 'crash'
    : run.code === 0 && run.out.startsWith(`${file}: ok`) ? 'accepted'
    : run.code === 1 && run.err === '' && lines.every((l) => l.startsWith(`${file}:`) && l.length > file.length + 2) ? 'located'
    : 'unlocated';
  return { verdict, output, ms };
}

/**
 * What `opfor simulate` made of a file that check accepted: played it to the end, refused it
 * (exit 1: check and simulate disagree), failed (exit 70, a signal, a stack trace, running out
 * of memory), or was still playing when its time was up (a hang, the process killed).
 */
export type BattleVerdict = 'finished' | 'refused' | 'crash' | 'hang';

export interface Played {
  readonly verdict: BattleVerdict;
  readonly ms: number;
  /** The result line, or what went wrong. */
  readonly detail: string;
}

/** Plays a scenario file with the built CLI in a child process, killed after `timeoutMs`. */
export function simulateInChild(file: string, seed: number, timeoutMs: number): Promise<Played> {
  const started = performance.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--max-old-space-size=1024', CLI, 'simulate', file, '--json', '--seed', String(seed)],
      { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const ms = performance.now() - started;
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        const said = `${stderr}${stdout}`.trim().split('\n')[0] ?? '';
        if (error?.killed && ms >= timeoutMs) return resolve({ verdict: 'hang', ms, detail: `no result after ${Math.round(ms / 1000)} s` });
        if (code === 0 && /"winner":/.test(stdout) && !STACK_LINE.test(stderr)) return resolve({ verdict: 'finished', ms, detail: stdout.trim() });
        if (code === 1 && !STACK_LINE.test(stderr)) return resolve({ verdict: 'refused', ms, detail: said });
        resolve({ verdict: 'crash', ms, detail: `exit ${code ?? error?.signal ?? '?'}: ${said}` });
      },
    );
  });
}

/** Runs `work` on each item, at most `width` at a time; the results in the items' order. */
export async function inPool<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const k = next++;
      results[k] = await work(items[k]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}
