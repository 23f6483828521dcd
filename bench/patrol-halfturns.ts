/**
 * The Mazoe patrol's battles, commander against commander, taken apart half-turn by half-turn
 * (the measures behind the README's paragraph on the patrol, 2026-11-26):
 * - each patrol group at each of its half-turns: commanded and free, commanded but bound by a
 *   roman Actions result (T25.5), or uncommanded, and then whether the chain ever offered it
 *   (T11, T12: in command distance and affordable) or offered it and bought others;
 * - at the patrol's Actions rolls (T24): how often a fighting group had an enemy on its flank or
 *   rear (+2), and why it lacked the −1 for cover or advancing (its last move);
 * - how battles end (T34): won at the end of the patrol's or the rebels' half-turn, lost early
 *   (every patrol group in retreat) or at the turn limit; and, after the rebels' rolls, when one
 *   rebel group alone stood, whether it had lost anybody yet.
 * `npx tsx bench/patrol-halfturns.ts [battles] [first seed]`
 */
import { SeededDice } from '../src/dice/seeded-dice.js';
import { opforOnly } from '../src/engine/answering.js';
import type { LogEntry } from '../src/engine/event-log.js';
import { Session } from '../src/engine/session.js';
import { loadScenarioFile } from '../src/scenario/load.js';
import { tynesideDecision, type TynesideRequestOf } from '../rulesets/tyneside/decisions.js';
import type { UnitRisk } from '../rulesets/tyneside/facts.js';
import { inRetreat } from '../rulesets/tyneside/procedures/end-check.js';
import { living, type TynesideState, type UnitState } from '../rulesets/tyneside/state.js';
import { hurt } from '../ai/tyneside/commander/situation.js';

const [battlesArg, seedArg] = process.argv.slice(2);
const BATTLES = Number(battlesArg ?? 100);
const FIRST = Number(seedArg ?? 1);
const PATROL = 'patrol';

const counts: Record<string, Record<string, number>> = { won: {}, lost: {} };
const count = (outcome: 'won' | 'lost', key: string) => { counts[outcome]![key] = (counts[outcome]![key] ?? 0) + 1; };

/** The Risk Factor conditions the table gave at the last Actions step of the log. */
function lastRisks(log: readonly LogEntry[]): readonly UnitRisk[] {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.kind === 'ask' && e.fact.id === 'risk-situations') return e.answer as readonly UnitRisk[];
  }
  return [];
}

/** What the unit's last move was, from an instruction that moved it. */
function moveKind(entry: LogEntry): { readonly units: readonly string[]; readonly kind: string } | null {
  if (entry.kind !== 'tell') return null;
  const i = entry.instruction as { type?: string; unit?: string; with?: readonly string[]; text?: string; goal?: { kind?: string }; reasons?: readonly { rule: string }[] };
  if ((i.type !== 'move' && i.type !== 'charge') || !i.unit) return null;
  const kind = i.type === 'charge' ? 'charge' : i.text?.includes('moved back') ? 'moved back after melee' : i.text?.includes('follows up') ? 'follow-up' : `${i.reasons?.[0]?.rule ?? '?'} ${i.goal?.kind ?? '?'}`;
  return { units: [i.unit, ...(i.with ?? [])], kind };
}

const { ruleset, scenario } = loadScenarioFile('scenarios/tyneside/bush-ambush.yaml');
for (let seed = FIRST; seed < FIRST + BATTLES; seed++) {
  const session = Session.start(ruleset, scenario, opforOnly(ruleset.sides(scenario)), SeededDice.fromSeed(seed));
  const state = session.state as TynesideState;
  const policy = session.policyOf(PATROL);
  const choose = policy.choose.bind(policy);
  let offered = new Set<string>();
  policy.choose = (s, request) => {
    const typed = tynesideDecision(request);
    if (typed.decision.kind === 'spend') for (const o of (typed as TynesideRequestOf<'spend'>).options) if (o.meaning.spend === 'group') offered.add(o.meaning.units[0]!);
    return choose(s, request);
  };
  const lines: [string, string][] = [];
  const note = (key: string) => lines.push(['', key]);
  const lastMove = new Map<string, string>();
  let read = 0;
  session.advance((step) => {
    for (; read < session.log.length; read++) {
      const moved = moveKind(session.log[read]!);
      if (moved) for (const id of moved.units) lastMove.set(id, moved.kind);
    }
    if (step.procedure === 'command' && step.activeSide === PATROL) offered = new Set();
    if (step.procedure !== 'movement') return false;
    if (step.activeSide === PATROL) {
      const risks = new Map(lastRisks(session.log).map((r) => [r.unit, r]));
      for (const u of Object.values(state.units)) {
        if (u.side !== PATROL || u.kind !== 'group' || living(state, u).length === 0 || !u.result) continue;
        note(`${u.id}: ${u.commanded ? (u.result.binding ? 'commanded, bound by its result' : 'commanded and free') : offered.has(u.id) ? 'uncommanded, offered (others bought first)' : 'uncommanded, never offered (out of reach or too dear)'}`);
        const risk = risks.get(u.id);
        if (!risk || living(state, u).every((f) => f.civilian)) continue;
        note("fighting groups' rolls");
        if (risk.enemyFlankRear) note("fighting groups' rolls: enemy on flank or rear (+2)");
        note(`fighting groups' rolls: ${risk.entirelyInCover || risk.advancing ? 'with the −1 for cover or advancing' : `no −1, last move: ${lastMove.get(u.id) ?? 'none yet'}`}`);
      }
    } else {
      const rebels = Object.values(state.units).filter((u) => u.side !== PATROL && living(state, u).length > 0);
      const standing = rebels.filter((u: UnitState) => u.marker !== null || !inRetreat(state, u));
      if (standing.length === 1 && !standing[0]!.marker) note(`after the rebels' rolls one rebel group alone stands: ${hurt(state, standing[0]!) === 0 ? 'unhurt' : 'hurt'}`);
    }
    return false;
  });
  const outcome = session.outcome!.winner === PATROL ? 'won' : 'lost';
  count(outcome, 'battles');
  for (const [, key] of lines) count(outcome, key);
  const patrolHalf = state.halfTurn % 2 === 1;
  if (outcome === 'won') count(outcome, `won at the end of ${patrolHalf ? "the patrol's" : "the rebels'"} half-turn`);
  else if (state.loser === PATROL) count(outcome, `lost early (every patrol group in retreat)${state.units.wagonette?.fledAway ? ', the wagonette fled from a "take cover" result' : ''}`);
  else count(outcome, 'lost at the turn limit');
}
for (const [outcome, rows] of Object.entries(counts)) {
  console.log(`== ${outcome} (${rows.battles ?? 0} battles)`);
  for (const key of Object.keys(rows).filter((k) => k !== 'battles').sort()) console.log(`${String(rows[key]).padStart(6)}  ${key}`);
}
