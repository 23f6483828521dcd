import { roll, type Procedure } from '../../../src/engine/requests.js';
import { decide } from '../decisions.js';
import { nd } from '../../../src/dice/dice-spec.js';
import { meleeHit, meleeScore } from '../rules/melee.js';
import { WEAPONS } from '../tables/weapons.js';
import type { Contact } from '../facts.js';
import { living, type FigureState, type TynesideState } from '../state.js';
import { applyHit, tellRemovals, type Removal } from './casualties.js';
import { aFigure, aFigureOpening, figureRuns } from './figure-words.js';
import { fact, instruct } from './requests.js';
import type { TraceEvent } from '../../../src/engine/trace.js';

/** T4.4 (A-3): the best melee factor among the figure's weapons; 4 for long arms with a bayonet. */
export function meleeFactor(figure: FigureState): number {
  return Math.max(0, ...figure.weapons.map((w) => (figure.bayonet && WEAPONS[w.weapon].bayonet !== null ? WEAPONS[w.weapon].bayonet! : WEAPONS[w.weapon].melee)));
}

/**
 * A unit moved back or following up (T33) may end touching any enemy unit, not only the one it
 * fought: until the next melee's contacts say otherwise, they all may be in contact.
 */
function mayTouchAnyEnemy(state: TynesideState, unitId: string): void {
  const side = state.units[unitId]!.side;
  const enemies = Object.values(state.units).filter((u) => u.side !== side).map((u) => u.id);
  state.meleeUnits = [...new Set([...state.meleeUnits, unitId, ...enemies])];
}

/**
 * T33: who moves back, by casualties suffered in this melee (A-55), and the winner's follow-up
 * (A-56). Each pair of opposing groups is judged; a group that had the worse result (or drew)
 * against any enemy group is moved back 5 cm once, from the first such group (T33.2), and does
 * not follow up; a group that only won may follow up one group it beat (T33.3).
 */
function* endOfMelee(state: TynesideState, active: string, contacts: readonly Contact[], losses: Map<string, number>): Procedure<void> {
  const pairs = new Map<string, [string, string]>();
  for (const c of contacts) {
    const [u, v] = [state.figures[c.a]!.unit, state.figures[c.b]!.unit].sort() as [string, string];
    pairs.set(`${u}|${v}`, [u, v]);
  }
  const back = new Map<string, { enemy: string; why: string }>();
  // the trace's account of each melee, carried by the first move back (every melee has a group moved back)
  const melees: TraceEvent[] = [];
  const beat: [winner: string, loser: string][] = [];
  for (const [u, v] of pairs.values()) {
    const lu = losses.get(u) ?? 0;
    const lv = losses.get(v) ?? 0;
    const losers = lu === lv ? [u, v] : lu > lv ? [u] : [v];
    const attacker = state.units[v]!.side === active ? v : u;
    melees.push({ kind: 'melee', attackers: [attacker], defenders: [attacker === u ? v : u], result: `${u} lost ${lu}, ${v} lost ${lv}: ${losers.length === 2 ? 'drawn' : `${losers[0]} lost`}`, gaveGround: losers });
    for (const loser of losers) {
      const enemy = loser === u ? v : u;
      if (!back.has(loser)) back.set(loser, { enemy, why: lu === lv ? `drawn melee (${lu} casualties each): both move back` : `worse result (${losses.get(loser)} casualties against ${losses.get(enemy) ?? 0})` });
    }
    if (losers.length === 1) beat.push([losers[0] === u ? v : u, losers[0]!]);
  }
  /** Every enemy group a group fought in this melee step: a man moved back goes clear of them all (T33.2). */
  const fought = (unit: string) => [...pairs.values()].flatMap(([u, v]) => (u === unit ? [v] : v === unit ? [u] : []));
  for (const [loser, { enemy, why }] of back) {
    const unit = state.units[loser]!;
    unit.movedBackAt = state.halfTurn;
    const trace = melees.splice(0);
    mayTouchAnyEnemy(state, loser);
    yield* instruct({ type: 'move', unit: loser, with: [], goal: { kind: 'away-from-unit', unit: enemy }, fraction: 1, distance: 5, ignoreTerrain: true, stopShort: false, meleeBack: fought(loser), ...(trace.length > 0 ? { trace } : {}), text: `${unit.name} is moved back 5 cm from ${state.units[enemy]!.name}: a man whose way straight back is blocked steps aside, clear of the enemy, where there is room`, reasons: [{ rule: 'T33.1', text: why }] });
  }
  const followed = new Set<string>();
  for (const [winnerId, loser] of beat) {
    // A group moved back had the worse result somewhere: it does not also follow up; a winner follows up once.
    if (back.has(winnerId) || followed.has(winnerId)) continue;
    // A-56: a follow-up regains contact with the group beaten; with nobody of it left there is none to regain, nothing to ask.
    if (living(state, state.units[loser]!).length === 0) continue;
    const winner = state.units[winnerId]!;
    const options = [{ id: 'follow', label: `${winner.name} follows up 5 cm`, meaning: { follow: true } }, { id: 'stay', label: `${winner.name} stays`, meaning: { follow: false } }];
    const pick = yield* decide(winner.side, 'follow-up', [winner.id, loser], options, `T33.3: does ${winner.name} follow up ${state.units[loser]!.name}?`);
    if (!options.find((o) => o.id === pick.option)!.meaning.follow) continue;
    followed.add(winnerId);
    mayTouchAnyEnemy(state, winnerId);
    yield* instruct({ type: 'move', unit: winner.id, with: [], goal: { kind: 'toward-unit', unit: loser }, fraction: 1, distance: 5, stopShort: false, followUp: true, text: `${winner.name} follows up ${state.units[loser]!.name}: each man up to 5 cm, into contact where he reaches it`, reasons: [{ rule: 'T33.3', text: 'the winning side may follow up' }, ...pick.reasons] });
    // T24.1 (A-35): the follow-up is an advance on the group it beat (A-56: up to 5 cm to regain
    // contact), as a charge is (charge.ts). The gap from the winner's nearest figure to the nearest
    // enemy, which the table measures, may not shrink: a man of the beaten group who had no room
    // to get clear on his 5 cm move back (T33.2) still touches the winner, and 0 cm stays 0 cm.
    winner.advanced = true;
  }
}

/**
 * Step 4 (T32–T33): every melee on the table. Each figure in contact rolls a D6 with its
 * modifiers; each contact pair is compared (A-53); a winner inflicts at most one hit, on an
 * opponent it beat (A-54); hits land together; then the worse group(s) move back 5 cm.
 */
export function* meleeStep(state: TynesideState, active: string): Procedure<void> {
  // Nobody charged, followed up or stayed in a melee: nobody is in contact (T31), nothing to ask.
  if (!state.meleeUnits.some((id) => living(state, state.units[id]!).length > 0)) return;
  const contacts = yield* fact({ id: 'contacts' }, 'T32.1: which figures are in base contact with the enemy?');
  // Moved back or not, the units of these contacts may still touch an enemy; no others can.
  state.meleeUnits = [...new Set(contacts.flatMap((c) => [state.figures[c.a]!.unit, state.figures[c.b]!.unit]))];
  if (contacts.length === 0) return;
  const opponents = new Map<string, { figure: string; crossing: boolean }[]>();
  for (const c of contacts) {
    opponents.set(c.a, [...(opponents.get(c.a) ?? []), { figure: c.b, crossing: c.aCrossing }]);
    opponents.set(c.b, [...(opponents.get(c.b) ?? []), { figure: c.a, crossing: c.bCrossing }]);
  }
  const fighters = [...opponents.keys()].sort();
  // Typed faces go to the figures in this order: the purpose names them as a player can throw for them, a die each.
  const faces = yield* roll(nd(fighters.length, 6), `T32.2: melee dice for ${fighters.length} figures in contact, one each in this order: ${figureRuns(state, fighters.map((id) => state.figures[id]!))}`);
  const scores = new Map<string, number>();
  fighters.forEach((id, i) => {
    const f = state.figures[id]!;
    const opp = opponents.get(id)!;
    scores.set(id, meleeScore({ d6: faces[i]!, cls: f.cls, opponentsInContact: opp.length, crossingDefendedObstacle: opp.some((o) => o.crossing), meleeFactor: meleeFactor(f), opponentFactors: opp.map((o) => meleeFactor(state.figures[o.figure]!)) }).score);
  });
  const hits: { target: FigureState; result: 'wound' | 'kill'; why: string }[] = [];
  for (const id of fighters) {
    const beaten = opponents.get(id)!.filter((o) => scores.get(id)! > scores.get(o.figure)!).map((o) => o.figure);
    const result = meleeHit(scores.get(id)!);
    if (beaten.length === 0 || result === 'none') continue;
    const [pick] = beaten.length > 1 ? yield* roll(nd(1, beaten.length), `T32.4: which beaten opponent ${aFigure(state, state.figures[id]!)} hits`) : [1];
    hits.push({ target: state.figures[beaten[pick! - 1]!]!, result, why: `${aFigureOpening(state, state.figures[id]!)} scores ${scores.get(id)} and beats him: ${result}` });
  }
  const losses = new Map<string, number>();
  const removals: Removal[] = [];
  for (const hit of hits) {
    const outcome = yield* applyHit(state, hit.target, hit.result, [{ rule: 'T32.4', text: hit.why }], removals);
    if (outcome !== 'graze') losses.set(hit.target.unit, (losses.get(hit.target.unit) ?? 0) + 1);
  }
  yield* tellRemovals(state, removals);
  yield* endOfMelee(state, active, contacts, losses);
}
