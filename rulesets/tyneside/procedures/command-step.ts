import type { Procedure } from '../../../src/engine/requests.js';
import { note } from '../instructions.js';
import { living, unitsOf, type TynesideState, type UnitState } from '../state.js';
import { rollActions } from './actions-roll.js';
import { mergeSmallGroups } from './merge-groups.js';
import { runChain } from './command-chain.js';
import { revealMarkers } from './hidden-markers.js';
import { fact, instruct } from './requests.js';
import { rollVisibility } from './visibility.js';

/** Clears the books that last one half-turn (T5.3 b). */
function startHalfTurn(unit: UnitState): void {
  unit.commanded = false;
  unit.declaredFire = false;
  unit.result = null;
  unit.moved = 0;
  unit.fledAway = false;
}

/**
 * Step 1 (T5.1, T5.3): hidden markers (T35), merging small groups (T6.3), visibility (T30), the PCs' command dice and
 * chains (T8-T13), then the Actions Table for every unit of the active side, commanded or not
 * (A-8), all on the board as it stands (T24.3, A-45). Leaders within 5 cm of a group use its
 * roll (A-63); a lone leader rolls for himself.
 */
export function* commandStep(state: TynesideState, active: string): Procedure<void> {
  state.halfTurn++;
  unitsOf(state, active).forEach(startHalfTurn);
  yield* revealMarkers(state);
  yield* mergeSmallGroups(state, active);
  const units = unitsOf(state, active); // after merging: a merged-away group is gone
  yield* rollVisibility(state, active);
  for (const pc of units.map((u) => state.figures[u.figures[0]!]!).filter((f) => f.role === 'pc' && f.alive)) {
    yield* runChain(state, pc);
  }
  const onTable = units.filter((u) => !u.marker);
  const attached = new Map<string, UnitState[]>();
  const lone: UnitState[] = [];
  const leaders = onTable.filter((u) => u.kind === 'leader');
  // Nothing moves while leaders are asked about: one question for all of them.
  const groups = leaders.length === 0 ? [] : yield* fact({ id: 'attached-to', leaders: leaders.map((l) => l.id) }, 'T22.3: which group is each leader with?');
  for (const leader of leaders) {
    const group = groups.find((g) => g.leader === leader.id)?.group ?? null;
    leader.attachedTo = group;
    if (group) attached.set(group, [...(attached.get(group) ?? []), leader]);
    else lone.push(leader);
  }
  const rolled = new Set<string>();
  const platoons: UnitState[][] = [];
  for (const platoon of formedPlatoons(state, onTable)) {
    const formed = yield* fact({ id: 'platoon-formed', units: platoon.map((u) => u.id) }, `T29: is ${platoon.map((u) => u.name).join(', ')} one formed platoon?`);
    if (formed) platoons.push(platoon);
  }
  const rolling = [...onTable.filter((u) => u.kind === 'group' && living(state, u).length > 0), ...lone];
  const situations = new Map(rolling.length === 0 ? [] : (yield* fact({ id: 'risk-situations', units: rolling.map((u) => u.id) }, 'T24.1: the Risk Factor conditions of the units about to roll')).map((s) => [s.unit, s]));
  for (const platoon of platoons) {
    const leaders = platoon.flatMap((u) => attached.get(u.id) ?? []);
    const rolledAsOne = yield* rollActions(state, platoon, leaders, situations);
    if (!rolledAsOne) continue;
    platoon.forEach((u) => rolled.add(u.id));
    yield* instruct({ ...note(`${platoon.map((u) => u.name).join(' + ')} act as one group: ${platoon[0]!.result!.cell.text}`, [rolledAsOne.reason]), trace: [rolledAsOne.trace] });
  }
  for (const unit of rolling.filter((u) => !rolled.has(u.id))) {
    const leaders = attached.get(unit.id) ?? [];
    const { reason, trace } = (yield* rollActions(state, [unit], leaders, situations))!;
    const who = [unit.name, ...leaders.map((l) => l.name)].join(' with ');
    const obeys = unit.result!.binding ? 'must carry it out' : `is ${unit.commanded ? 'commanded' : 'a PC'} and may ignore it`;
    yield* instruct({ ...note(`${who}: ${unit.result!.cell.text} — ${obeys}`, [reason]), trace: [trace] });
  }
}

/** T29: the uncommanded groups of each platoon of Formed (Regular) troops that has two or more groups on the table. */
function formedPlatoons(state: TynesideState, units: readonly UnitState[]): UnitState[][] {
  const platoons = new Map<string, UnitState[]>();
  for (const u of units) {
    if (u.kind !== 'group' || !u.platoon || u.commanded || living(state, u).length === 0) continue;
    if (!living(state, u).every((f) => f.type === 'regular')) continue;
    platoons.set(u.platoon, [...(platoons.get(u.platoon) ?? []), u]);
  }
  return [...platoons.values()].filter((groups) => groups.length > 1);
}
