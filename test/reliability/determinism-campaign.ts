import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { opfor, tempDir } from '../cli/run-cli.js';
import { CLI } from './judge.js';

/** What the determinism checks of one shipped scenario came to. */
export interface DeterminismTally {
  readonly scenario: string;
  readonly seed: number;
  /** Turns the battle lasted. */
  turns: number;
  /** Runs compared with the first (another process, the same scenario and seed). */
  sameOutput: number;
  /** Battles stopped after a turn and resumed, compared with the uninterrupted one. */
  resumedAlike: number;
  /** Each difference, one line. */
  readonly faults: string[];
}

/**
 * Plays `scenario` with `seed` in this process and again with the built CLI in a child process:
 * the narration and the trace must be the same byte for byte. Then stops the battle after each of
 * `stopAfter(turns)` turns, saves it, resumes it: the result and the whole trace must be those of
 * the uninterrupted battle. `maxTurns` caps every battle (short runs for npm test).
 */
export async function checkDeterminism(scenario: string, seed: number, maxTurns: number | null, stopAfter: (turns: number) => number[]): Promise<DeterminismTally> {
  const dir = tempDir();
  const cap = maxTurns === null ? [] : ['--max-turns', String(maxTurns)];
  const common = [scenario, '--seed', String(seed), ...cap];
  const tally: DeterminismTally = { scenario, seed, turns: 0, sameOutput: 0, resumedAlike: 0, faults: [] };
  const trace = (name: string) => readFileSync(join(dir, name), 'utf8');

  const here = await opfor('simulate', ...common, '--trace', join(dir, 'here.jsonl'));
  const there = await promisify(execFile)(process.execPath, [CLI, 'simulate', ...common, '--trace', join(dir, 'there.jsonl')], { maxBuffer: 64 * 1024 * 1024 });
  if (here.code !== 0) tally.faults.push(`${scenario} seed ${seed}: exit ${here.code}: ${here.err.trim()}`);
  if (there.stdout !== here.out) tally.faults.push(`${scenario} seed ${seed}: the narration differs between two runs`);
  else if (trace('there.jsonl') !== trace('here.jsonl')) tally.faults.push(`${scenario} seed ${seed}: the trace differs between two runs`);
  else tally.sameOutput++;

  const whole = await opfor('simulate', ...common, '--json');
  const result = JSON.parse(whole.out) as { turns: number };
  tally.turns = result.turns;
  for (const turn of stopAfter(result.turns)) {
    const save = join(dir, `after-${turn}.json`);
    const stopped = await opfor('simulate', ...common, '--json', '--save', save, '--stop-after-turn', String(turn));
    const resumed = await opfor('simulate', '--resume', save, '--json', '--trace', join(dir, `resumed-${turn}.jsonl`));
    if (stopped.code !== 0 || resumed.code !== 0) tally.faults.push(`${scenario} seed ${seed} stopped after turn ${turn}: exit ${stopped.code}/${resumed.code}: ${stopped.err}${resumed.err}`.trim());
    else if (resumed.out !== whole.out) tally.faults.push(`${scenario} seed ${seed} stopped after turn ${turn}: resumed, it ends ${resumed.out.trim()}; uninterrupted ${whole.out.trim()}`);
    else if (trace(`resumed-${turn}.jsonl`) !== trace('here.jsonl')) tally.faults.push(`${scenario} seed ${seed} stopped after turn ${turn}: the resumed battle's trace differs`);
    else tally.resumedAlike++;
  }
  return tally;
}
