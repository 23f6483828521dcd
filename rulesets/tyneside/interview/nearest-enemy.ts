import type { Interview } from '../../../src/engine/questions.js';
import type { NearestEnemy } from '../facts.js';
import { living, type TynesideState, type UnitState } from '../state.js';
import { NONE, pickOne, withNone } from '../../../src/engine/ask.js';
import { list, onePerRow, unitOptions } from './words.js';
import { targetUnits } from './attached.js';
import { BooksBoard, halfTurnKey } from './books-board.js';

/** Likely without the books: a group (leaders mostly stand with one), else the first unit on the table. */
function likelyOf(candidates: readonly UnitState[]): string {
  return (candidates.find((u) => u.kind === 'group') ?? candidates[0]!).id;
}

/**
 * The unit's nearest enemy as the books see it (`BooksBoard`): which candidate holds the nearest
 * figure it sees, null where it likely sees none; without a place in the books (or an enemy the
 * books name that is not offered), `likelyOf`. `seen`: the visible one; else the nearest unseen.
 */
function likelyNearest(books: BooksBoard, unit: UnitState, candidates: readonly UnitState[], seen: boolean): string | null {
  const nearest = books.nearestEnemy(unit);
  if (nearest && candidates.some((u) => u.id === nearest.unit)) return seen && !nearest.visible ? null : nearest.unit;
  return likelyOf(candidates);
}

/** The answer for a unit whose nearest enemy is `target`. */
function nearest(state: TynesideState, target: UnitState, visible: boolean): NearestEnemy {
  return { unit: target.id, figure: living(state, target)[0]!.id, visible };
}

/**
 * The nearest enemy unseen of each unit that sees none, asked only where there is a choice: one
 * question for one unit, one checklist (a row per unit, each to be ticked) for several.
 */
function* unseenOf(state: TynesideState, units: readonly UnitState[], books: BooksBoard): Interview<Map<string, NearestEnemy>> {
  const found = new Map<string, NearestEnemy>();
  const choosing = units.filter((u) => targetUnits(state, u).length > 1);
  for (const u of units) if (!choosing.includes(u)) found.set(u.id, nearest(state, targetUnits(state, u)[0]!, false));
  const key = `nearest-enemy/${choosing.map((u) => u.id).join('+')}/unseen/${halfTurnKey(state)}`;
  if (choosing.length === 1) {
    const [unit] = choosing as [UnitState];
    const candidates = targetUnits(state, unit);
    const id = yield* pickOne(key, 'T24.0', `Which enemy unit has the nearest figure to ${unit.name}, seen or not?`, unitOptions(candidates), likelyNearest(books, unit, candidates, false)!);
    found.set(unit.id, nearest(state, state.units[id]!, false));
  } else if (choosing.length > 1) {
    const rows = choosing.map((u) => {
      const candidates = targetUnits(state, u);
      return { id: u.id, name: u.name, choices: unitOptions(candidates), likely: likelyNearest(books, u, candidates, false) };
    });
    const text = 'These units see no enemy figure: for each, tick the enemy unit with the nearest figure, seen or not:';
    for (let ask = text; ;) {
      const picks = yield* onePerRow(key, 'T24.0', ask, rows);
      const missing = choosing.filter((u) => !picks.has(u.id));
      if (missing.length === 0) {
        for (const u of choosing) found.set(u.id, nearest(state, state.units[picks.get(u.id)!]!, false));
        return found;
      }
      ask = `Tick one for ${list(missing.map((u) => u.name), 'and')}. ${text}`;
    }
  }
  return found;
}

/**
 * T24.0, T28 "nearest enemy" of each unit: which enemy unit has the nearest figure the unit can
 * see, or that it sees none and then which is nearest unseen. One unit: one question in the usual
 * case. Several (asked together only where nothing moves between, see procedures/nearest.ts):
 * one checklist, a row per unit, each unit's enemy pre-ticked as the books see it (none where it
 * likely sees none); then the nearest unseen of the units that see none, in one more question
 * where there is a choice. A unit with no enemy unit on the table has
 * nothing known (null, nothing asked). A leader known to stand with a group is not offered: the
 * nearest unit is his group where he is its nearest figure (T22.3, as the virtual table answers).
 *
 * Reduction: `figure` is that unit's first living figure in its figure order. The procedures
 * act on the unit (move towards it, face it, shoot at it), never on the figure.
 */
export function* nearestEnemyInterview(state: TynesideState, units: readonly UnitState[]): Interview<{ unit: string; nearest: NearestEnemy | null }[]> {
  const found = new Map<string, NearestEnemy | null>();
  const books = new BooksBoard(state);
  const asked = units.filter((u) => targetUnits(state, u).length > 0);
  for (const u of units) if (!asked.includes(u)) found.set(u.id, null);
  if (asked.length === 1) {
    const unit = asked[0]!;
    const candidates = targetUnits(state, unit);
    const seen = yield* pickOne(`nearest-enemy/${unit.id}/seen/${halfTurnKey(state)}`, 'T24.0', `Which enemy unit has the nearest figure that ${unit.name} can see?`, withNone(unitOptions(candidates), `${unit.name} sees no enemy figure`), likelyNearest(books, unit, candidates, true) ?? NONE);
    found.set(unit.id, seen !== NONE ? nearest(state, state.units[seen]!, true) : (yield* unseenOf(state, [unit], books)).get(unit.id)!);
  } else if (asked.length > 1) {
    const rows = asked.map((u) => {
      const candidates = targetUnits(state, u);
      return { id: u.id, name: u.name, choices: unitOptions(candidates), likely: likelyNearest(books, u, candidates, true) };
    });
    const seen = yield* onePerRow(`nearest-enemy/${asked.map((u) => u.id).join('+')}/seen/${halfTurnKey(state)}`, 'T24.0', 'For each of these units, tick the enemy unit with the nearest figure it can see (leave a unit unticked if it sees no enemy figure):', rows);
    for (const u of asked) {
      const pick = seen.get(u.id);
      if (pick) found.set(u.id, nearest(state, state.units[pick]!, true));
    }
    const unseen = yield* unseenOf(state, asked.filter((u) => !seen.has(u.id)), books);
    for (const [id, n] of unseen) found.set(id, n);
  }
  return units.map((u) => ({ unit: u.id, nearest: found.get(u.id)! }));
}
