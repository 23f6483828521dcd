/**
 * `npm run golden`: the same seed must still give the same battle. Plays every shipped scenario
 * for seeds 1..GOLDEN_SEEDS (default 30), opfor on both sides, with a trace, and hashes what a
 * user could see of each battle: the session log (narration), the recorded answers, the
 * outcome, the dice thrown, the final state and every trace line. It compares the hashes with
 * `bench/golden.json`; `npm run golden -- --write` records them afresh (only after a change that
 * is meant to change battles, such as a new AI).
 */
import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SeededDice } from '../src/dice/seeded-dice.js';
import { opforOnly } from '../src/engine/answering.js';
import { Session } from '../src/engine/session.js';
import { traceJson } from '../src/engine/trace.js';
import { loadScenarioFile } from '../src/scenario/load.js';

const SEEDS = Number(process.env.GOLDEN_SEEDS ?? 30);
const FILE = join('bench', 'golden.json');
/** GOLDEN_ONLY=agordat: only the scenarios whose name holds it (a quick check while working on one). */
const ONLY = process.env.GOLDEN_ONLY ?? '';
const write = process.argv.includes('--write');

/** Maps and Sets in the state hash by their entries. */
const plain = (_key: string, value: unknown): unknown =>
  value instanceof Map ? { map: [...value.entries()] } : value instanceof Set ? { set: [...value] } : value;

/** One battle's fingerprint: a hash of what it said and did. */
function battleHash(file: string, seed: number): string {
  const { ruleset, scenario } = loadScenarioFile(file);
  const trace: Hash = createHash('sha256');
  const heading = { scenario: file, seed };
  const session = Session.start(ruleset, scenario, opforOnly(ruleset.sides(scenario)), SeededDice.fromSeed(seed), null, {
    heading,
    sink: (line) => trace.update(`${traceJson(line)}\n`),
  });
  session.advance();
  const whole = createHash('sha256');
  whole.update(JSON.stringify(session.log, plain));
  whole.update(JSON.stringify(session.answers, plain));
  whole.update(JSON.stringify(session.outcome, plain));
  whole.update(String(session.diceThrown));
  whole.update(JSON.stringify(session.state, plain));
  whole.update(trace.digest('hex'));
  return whole.digest('hex').slice(0, 16);
}

const found: Record<string, string[]> = {};
for (const ruleset of readdirSync('scenarios').sort()) {
  for (const name of readdirSync(join('scenarios', ruleset)).filter((f) => f.endsWith('.yaml') && f.includes(ONLY)).sort()) {
    const file = join('scenarios', ruleset, name);
    const hashes: string[] = [];
    for (let seed = 1; seed <= SEEDS; seed++) hashes.push(battleHash(file, seed));
    found[`${ruleset}/${name.replace(/\.yaml$/, '')}`] = hashes;
    process.stderr.write(`${ruleset}/${name}: ${SEEDS} battles\n`);
  }
}

if (write && ONLY !== '') {
  console.error('--write records every scenario: leave GOLDEN_ONLY unset');
  process.exit(2);
} else if (write) {
  writeFileSync(FILE, `${JSON.stringify(found, null, 1)}\n`);
  console.log(`wrote ${FILE}: ${Object.keys(found).length} scenarios x ${SEEDS} seeds`);
} else {
  if (!existsSync(FILE)) {
    console.error(`${FILE} is missing: record it with npm run golden -- --write`);
    process.exit(2);
  }
  const expected = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, string[]>;
  let differ = 0;
  for (const [scenario, hashes] of Object.entries(found)) {
    const pinned = expected[scenario] ?? [];
    hashes.forEach((hash, i) => {
      if (i < pinned.length && pinned[i] !== hash) {
        differ++;
        console.log(`${scenario} seed ${i + 1}: differs from the golden battle`);
      }
    });
  }
  console.log(differ === 0 ? `golden: every battle as recorded (${Object.keys(found).length} scenarios x ${SEEDS} seeds)` : `golden: ${differ} battles differ`);
  process.exit(differ === 0 ? 0 : 1);
}
