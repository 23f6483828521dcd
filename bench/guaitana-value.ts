/**
 * Stopgap until `opfor balance --value` (h-bal): what the Guaitana commander is worth in each
 * seat, and how it fares against `random` and `passive`. Usage:
 *   npx tsx bench/guaitana-value.ts SCENARIO [BATTLES=100] [FIRST_SEED=1] [--vs] [--temperaments]
 * Value of a seat: its win rate with the commander there minus with `random` there, the other
 * seat held by the commander both times (draws are not wins). `--vs`: the commander against
 * random and passive in each seat (its share of decided battles). `--temperaments`: commander
 * against commander with each temperament on both sides.
 */
import { SeededDice } from '../src/dice/seeded-dice.js';
import { opforOnly, type Commander } from '../src/engine/answering.js';
import { Session } from '../src/engine/session.js';
import type { PolicyName, Temperament } from '../src/engine/ruleset.js';
import { loadScenarioFile } from '../src/scenario/load.js';

const [name = 'guaitana/agordat', n = '100', first = '1'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const battles = Number(n), seed0 = Number(first);
const { ruleset, scenario } = loadScenarioFile(name.endsWith('.yaml') ? name : `scenarios/${name}.yaml`);
const sides = ruleset.sides(scenario);

interface Tally { wins: Record<string, number>; draws: number; tools: Record<string, Record<string, number>> }

function play(commanders: Record<string, Commander>): Tally {
  const t: Tally = { wins: Object.fromEntries(sides.map((s) => [s.id, 0])), draws: 0, tools: Object.fromEntries(sides.map((s) => [s.id, {}])) };
  for (let seed = seed0; seed < seed0 + battles; seed++) {
    const session = Session.start(ruleset, scenario, opforOnly(sides, commanders), SeededDice.fromSeed(seed));
    session.advance();
    const w = session.outcome!.winner;
    if (w === 'draw') t.draws++;
    else t.wins[w]!++;
    for (const e of session.log) if (e.kind === 'choose' && e.tool) t.tools[e.side]![e.tool] = (t.tools[e.side]![e.tool] ?? 0) + 1;
    for (const s of sides) for (const [k, v] of Object.entries(session.policyOf(s.id).tally?.() ?? {})) t.tools[s.id]![k] = (t.tools[s.id]![k] ?? 0) + v;
  }
  return t;
}

/** `--t=SIDE:TEMPERAMENT`: a side's commander plays with that temperament instead of the scenario's. */
const chosen = Object.fromEntries(process.argv.filter((a) => a.startsWith('--t=')).map((a) => a.slice(4).split(':') as [string, Temperament]));
const all = (policy: PolicyName, temperament?: Temperament) => Object.fromEntries(sides.map((s) => [s.id, { policy, temperament: temperament ?? chosen[s.id] ?? s.temperament }]));
/** 95% Wilson-free normal interval of a difference of two proportions, in points. */
const diffInterval = (a: number, b: number, m: number) => { const se = Math.sqrt((a * (1 - a) + b * (1 - b)) / m); return [Math.round((a - b - 1.96 * se) * 100), Math.round((a - b + 1.96 * se) * 100)]; };
const pct = (x: number) => Math.round(x * 100);
const per = (tools: Record<string, number>) => Object.entries(tools).map(([k, v]) => `${k} ${(v / battles).toFixed(1)}`).join(', ');

const flags = new Set(process.argv.filter((a) => a.startsWith('--') && !a.startsWith('--t=')));
if (flags.has('--temperaments')) {
  for (const temperament of ['bold', 'measured', 'cautious'] as const) {
    const t = play(all('opfor', temperament));
    console.log(`${name} opfor(${temperament}) v opfor(${temperament}): ${sides.map((s) => `${s.id} ${pct(t.wins[s.id]! / battles)}%`).join(', ')}, draws ${pct(t.draws / battles)}%`);
  }
} else if (flags.has('--h2h')) {
  const t = play(all('opfor'));
  console.log(`${name} commander v commander (${battles}): ${sides.map((s) => `${s.id} ${pct(t.wins[s.id]! / battles)}%`).join(', ')}, draws ${pct(t.draws / battles)}%; ${sides.map((s) => `${s.id}: ${per(t.tools[s.id]!)}`).join('; ')}`);
} else if (flags.has('--vs')) {
  for (const other of ['random', 'passive'] as const) {
    for (const seat of sides) {
      const t = play({ ...all('opfor'), ...Object.fromEntries(sides.filter((s) => s.id !== seat.id).map((s) => [s.id, { policy: other, temperament: 'measured' }])) });
      const decided = battles - t.draws;
      console.log(`${name} opfor as ${seat.id} v ${other}: wins ${t.wins[seat.id]}/${decided} decided (${pct(t.wins[seat.id]! / Math.max(1, decided))}%), draws ${t.draws}; toolbox ${per(t.tools[seat.id]!)}`);
    }
  }
} else {
  const both = play(all('opfor'));
  console.log(`${name} commander v commander (${battles}): ${sides.map((s) => `${s.id} ${pct(both.wins[s.id]! / battles)}%`).join(', ')}, draws ${pct(both.draws / battles)}%`);
  for (const s of sides) console.log(`  ${s.id} toolbox per battle: ${per(both.tools[s.id]!)}`);
  for (const seat of sides) {
    const r = play({ ...all('opfor'), [seat.id]: { policy: 'random', temperament: 'measured' } });
    const a = both.wins[seat.id]! / battles, b = r.wins[seat.id]! / battles;
    console.log(`  seat ${seat.id}: commander ${pct(a)}%, random ${pct(b)}%, value ${pct(a - b)} points [${diffInterval(a, b, battles).join(', ')}]`);
  }
}
