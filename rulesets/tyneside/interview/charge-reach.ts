import type { Interview } from '../../../src/engine/questions.js';
import type { ChargeReach } from '../facts.js';
import { living, type TynesideState, type UnitState } from '../state.js';
import { countRow, measureRow, pickSome, rowsOfNumbers } from '../../../src/engine/ask.js';
import { moveOf, moveText } from '../rules/movement.js';
import { nearestOf, unitOptions } from './words.js';
import { targetFigures, targetUnits } from './attached.js';
import { BooksBoard, halfTurnKey } from './books-board.js';

/**
 * T31.2 (A-51): which enemy figures each figure of the unit can reach in base contact this
 * move. A checklist of the enemy units anyone can reach, then one screen of numbers: for each
 * unit ticked, how many of the unit's figures can reach it and, when two or more units are in
 * reach, how far it is (A-52 charges the nearest first). A count with one possible value (a
 * unit of one figure) is not asked.
 *
 * Reductions: the chargers of each enemy unit are the unit's living figures in figure order,
 * carrying on from where the previous enemy unit's chargers stopped (wrapping round), so
 * figures reaching different units are different figures while there are enough. Each
 * charger can reach every living figure of the enemy unit, all at that unit's distance: T31.4
 * matches them evenly and the human places them at the table. With a single enemy unit in
 * reach its distance orders nothing and is not asked: it is given as the longest move, the
 * most it can be. Pre-ticked as the virtual table sees the books' figures (`BooksBoard`): the
 * units and the number of figures that reach them. A leader known to stand with a group is not offered alone: he is one of its
 * figures, reached with them (T22.3, as the virtual table lists every enemy figure in reach).
 */
export function* chargeReachInterview(state: TynesideState, unit: UnitState): Interview<ChargeReach[]> {
  const own = living(state, unit);
  const reach = new Map(own.map((f) => [f.id, [] as { figure: string; distance: number }[]]));
  const answer = () => own.map((f) => ({ attacker: f.id, defenders: reach.get(f.id)! }));
  const candidates = targetUnits(state, unit);
  if (own.length === 0 || candidates.length === 0) return answer();
  const key = (...parts: string[]) => ['charge-reach', unit.id, ...parts, halfTurnKey(state)].join('/');
  const longest = Math.max(...own.map((f) => moveOf(f, true)));
  const books = new BooksBoard(state).chargeTargets(unit);
  const picked = yield* pickSome(key('targets'), 'T31.2', `Which enemy units can ${unit.name} reach in base contact this move (${moveText(state, own)})?`, unitOptions(candidates), candidates.filter((c) => books.has(c.id)).map((c) => c.id));
  const targets = candidates.filter((c) => picked.includes(c.id));
  const rows = targets.flatMap((target) => [
    ...(own.length === 1 ? [] : [countRow(`${target.id}/chargers`, 'figures that reach it', { min: 1, max: own.length, likely: books.get(target.id) ?? own.length }, target.name)]),
    ...(targets.length === 1 ? [] : [measureRow(`${target.id}/distance`, 'how far it is', longest, longest, target.name)]),
  ]);
  const told = rows.length === 0 ? [] : yield* rowsOfNumbers(key(targets.map((t) => t.id).join('+')), 'T31.2', rowsText(unit, own.length, targets.length), rows);
  const number = (id: string) => told[rows.findIndex((r) => r.id === id)];
  let next = 0;
  for (const target of targets) {
    const chargers = number(`${target.id}/chargers`) ?? 1;
    const distance = number(`${target.id}/distance`) ?? longest;
    const defenders = targetFigures(state, target).map((f) => ({ figure: f.id, distance }));
    for (let i = 0; i < chargers; i++) reach.get(own[(next + i) % own.length]!.id)!.push(...defenders);
    next = (next + chargers) % own.length;
  }
  return answer();
}

/** What the screen of numbers asks of each enemy unit in reach: the count, and the distance where two or more are. */
function rowsText(unit: UnitState, figures: number, targets: number): string {
  const many = figures === 1 ? '' : `how many figures of ${unit.name} can reach it in base contact`;
  const far = targets > 1 ? `how far it is from ${nearestOf(unit)} (cm, base edge to base edge)` : '';
  return `For each enemy unit in reach: ${[many, far].filter((t) => t !== '').join(', and ')}.`;
}
