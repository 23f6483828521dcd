import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFile, inPool, simulateInChild, type BattleVerdict, type CheckVerdict } from './judge.js';
import { mutant, type Mutation } from './mutate.js';

/** What a run of mutants of one ruleset's scenarios came to. */
export interface FuzzTally {
  readonly ruleset: string;
  tried: number;
  /** What check said, by verdict. */
  readonly check: Record<CheckVerdict, number>;
  /** What simulate made of the accepted mutants it played, by verdict. */
  readonly battles: Record<BattleVerdict, number>;
  /** Mutants tried and accepted, by mutation. */
  readonly byMutation: Partial<Record<Mutation, { tried: number; accepted: number }>>;
  slowestCheckMs: number;
  slowestBattleMs: number;
  /** Each fault, one line: the mutant's file (kept), what was done, what went wrong. */
  readonly faults: string[];
}

export interface FuzzOptions {
  readonly ruleset: string;
  readonly count: number;
  /** Seeds the mutations: the same seed and count give the same mutants. */
  readonly seed: string;
  /** Where the mutant files are written; the ones that show a fault are kept there. */
  readonly dir: string;
  /** How many of the accepted mutants are played with simulate (the first ones). */
  readonly playAtMost: number;
  /** How long a battle may take before it counts as a hang. */
  readonly battleTimeoutMs: number;
  /** How many battles play at once. */
  readonly width: number;
}

/**
 * Mutates the ruleset's shipped scenarios `count` times (in turn), checks each mutant in this
 * process, and plays the accepted ones (up to `playAtMost`) in child processes with a time bound.
 */
export async function fuzzRuleset(options: FuzzOptions): Promise<FuzzTally> {
  const folder = join('scenarios', options.ruleset);
  const shipped = readdirSync(folder).filter((f) => f.endsWith('.yaml')).sort().map((f) => ({ name: f.replace(/\.yaml$/, ''), text: readFileSync(join(folder, f), 'utf8') }));
  mkdirSync(options.dir, { recursive: true });
  const tally: FuzzTally = {
    ruleset: options.ruleset,
    tried: 0,
    check: { accepted: 0, located: 0, unlocated: 0, crash: 0 },
    battles: { finished: 0, refused: 0, crash: 0, hang: 0 },
    byMutation: {},
    slowestCheckMs: 0,
    slowestBattleMs: 0,
    faults: [],
  };
  const toPlay: { file: string; what: string; seed: number }[] = [];
  for (let i = 0; i < options.count; i++) {
    const scenario = shipped[i % shipped.length]!;
    const m = mutant(scenario.text, i, `${options.seed}:${options.ruleset}:${scenario.name}`);
    const file = join(options.dir, `${options.ruleset}-${i}-${scenario.name}-${m.mutation}.yaml`);
    writeFileSync(file, m.bytes);
    const checked = await checkFile(file);
    const what = `${file} (${m.mutation}: ${m.detail})`;
    tally.tried++;
    tally.check[checked.verdict]++;
    tally.slowestCheckMs = Math.max(tally.slowestCheckMs, checked.ms);
    const kind = (tally.byMutation[m.mutation] ??= { tried: 0, accepted: 0 });
    kind.tried++;
    if (checked.verdict === 'accepted') {
      kind.accepted++;
      if (toPlay.length < options.playAtMost) toPlay.push({ file, what, seed: 1 + (i % 7) });
      else rmSync(file);
    } else if (checked.verdict === 'located') {
      rmSync(file);
    } else {
      tally.faults.push(`check ${checked.verdict}: ${what}: ${checked.output.trim().split('\n')[0]?.slice(0, 300)}`);
    }
  }
  const played = await inPool(toPlay, options.width, (m) => simulateInChild(m.file, m.seed, options.battleTimeoutMs));
  played.forEach((p, k) => {
    const m = toPlay[k]!;
    tally.battles[p.verdict]++;
    tally.slowestBattleMs = Math.max(tally.slowestBattleMs, p.ms);
    if (p.verdict === 'finished') rmSync(m.file);
    else tally.faults.push(`simulate --seed ${m.seed} ${p.verdict}: ${m.what}: ${p.detail.slice(0, 300)}`);
  });
  return tally;
}
