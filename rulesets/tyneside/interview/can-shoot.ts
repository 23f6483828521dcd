import type { Interview } from '../../../src/engine/questions.js';
import type { CanShootAsked, FireTarget, TynesideFactAnswer } from '../facts.js';
import type { TynesideState, UnitId, UnitState } from '../state.js';
import { BooksBoard, halfTurnKey } from './books-board.js';
import { moved, NO_MEMORY, type TableMemory } from './table-memory.js';
import { brackets, checklist, detailLines, distanceLines, likelyAimLines, likelyDistanceLine, nearestLines, ticksOf, TICK_DISTANCE_COVER_EXCEPTIONS, type AimRow, type Bracket } from './fire-lines.js';
import { aimAt, livingShooters } from './fire-targets.js';
import { rangeText } from './measures.js';
import { someFiguresOf } from './words.js';
import { targetUnits } from './attached.js';
import { capitalised } from '../../../src/engine/english.js';

/** What a row asks where its nearest enemy is asked too. */
const NEAREST = 'tick the enemy unit with the nearest figure it can see (none: it sees none) and';

/**
 * The enemy unit a row likely aims at: the one named; else the one it had before a figure fell;
 * else the nearest the books see; else the one named at T24.0 (the player saw it, where the
 * books' sight may not); else, with a place in the books, none (it likely sees none); without
 * one, a group (leaders mostly stand with one), else the first on the table.
 */
function likelyAim(row: AimRow, unit: UnitState, was: string | undefined, named: string | null | undefined, books: BooksBoard): UnitState | null {
  if (row.target) return row.target;
  const candidates = row.candidates!;
  const pick = (id: string | null | undefined) => candidates.find((u) => u.id === id);
  const seen = books.nearestEnemy(unit);
  return pick(was) ?? (seen?.visible ? pick(seen.unit) : undefined) ?? pick(named) ?? (seen ? null : candidates.find((u) => u.kind === 'group') ?? candidates[0]!);
}

/**
 * T24.0's answer for the unit (which enemy unit has the nearest figure it can see, null: it sees
 * none), and whether it still holds: nothing has moved since that could change it (the unit, an
 * enemy unit, a revealed marker) and no figure of the unit or of the enemy has fallen. Sight
 * depends on the terrain and the enemy's books, never on the figures between (T18.2, T30).
 * Undefined where never answered.
 */
function namedNearest(state: TynesideState, unit: UnitState, memory: TableMemory): { at: string | null; holds: boolean } | undefined {
  const last = memory.last('nearest-enemy', (f) => f.units.includes(unit.id));
  const nearest = (last?.answer as TynesideFactAnswer['nearest-enemy'] | undefined)?.find((a) => a.unit === unit.id)?.nearest;
  if (!last || !nearest) return undefined;
  const enemy = (id: UnitId) => state.units[id]!.side !== unit.side;
  const holds = !moved(last.since, unit.id) && !last.since.some((s) => enemy(s.unit)) && !last.removed.some((f) => state.figures[f]!.unit === unit.id || enemy(state.figures[f]!.unit));
  return { at: nearest.visible ? nearest.unit : null, holds };
}

/** The lines of a row its answer before a figure fell ticked: its distance bracket, cover and exceptions, where that enemy is still the one asked about. */
function likelyAgain(row: AimRow, cuts: readonly Bracket[], was: CanShootAsked['was']): string[] {
  if (!was || (row.target !== null && row.target.id !== was.at)) return [];
  const flags = (['unseen', 'further', 'hidden'] as const).filter((f) => (f === 'hidden' ? was.uncounted?.inSight : was.uncounted?.[f]));
  return [
    ...likelyDistanceLine(row, cuts, was.distance),
    ...(was.cover === 'soft' || was.cover === 'hard' ? [`${row.id}/cover/${was.cover}`] : []),
    ...flags.map((f) => `${row.id}/${f}`),
  ];
}

/**
 * T16.1 (A-21, A-26, A-48): what each of these units can hit of its nearest visible enemy, the
 * only one uncommanded troops shoot at: one checklist, a row per unit, of which enemy unit has
 * the nearest figure it sees where that is not known (T24.0's answer while it holds; none
 * ticked: it sees none), how far that enemy's nearest figure in clear sight is (none ticked: it
 * cannot shoot at it), its cover and the exceptions that make a count worth asking
 * ('fire-count'), pre-ticked as the books see them (`likelyAim`, `BooksBoard`). Asked again
 * after a figure fell, every line is pre-ticked as the unit answered before (`was`): the player
 * changes what changed.
 */
export function* canShootInterview(state: TynesideState, asked: readonly CanShootAsked[], memory: TableMemory = NO_MEMORY): Interview<readonly { unit: string; at: string | null; target: FireTarget | null }[]> {
  const pairs = asked.map((a) => {
    const unit = state.units[a.unit]!;
    const shooters = livingShooters(state, a.shooters);
    const named = a.at === null ? namedNearest(state, unit, memory) : undefined;
    // T24.0's answer still holds: the nearest enemy is known (or that it sees none), not asked again
    const at = a.at ?? (named?.holds ? named.at : null);
    const target = at === null ? null : state.units[at]!;
    const candidates = a.at === null && !named?.holds ? targetUnits(state, unit) : [];
    const who = someFiguresOf(state, unit, shooters);
    const row: AimRow = { id: unit.id, name: target ? `${who} at ${target.name}` : who, target, candidates, shooters: shooters.length };
    return { unit, row, who, shooters, was: a.was, named: named?.at, asks: shooters.length > 0 && (target !== null || candidates.length > 0) };
  });
  const asking = pairs.filter((p) => p.asks);
  if (asking.length === 0) return pairs.map((p) => ({ unit: p.row.id, at: p.row.target?.id ?? null, target: null }));
  const rows = asking.map((p) => p.row);
  const lines = asking.flatMap((p) => [...nearestLines(p.row), ...distanceLines(p.row, brackets(p.shooters)), ...detailLines(state, p.row)]);
  const books = new BooksBoard(state);
  const likely = asking.flatMap((p) => {
    const aim = likelyAim(p.row, p.unit, p.was?.at, p.named, books);
    if (!aim) return [];
    const cuts = brackets(p.shooters);
    return [
      ...(p.row.target === null ? [`${p.row.id}/at/${aim.id}`] : []),
      // what it answered before a figure fell; else what the books see of that enemy
      ...(p.was ? likelyAgain(p.row, cuts, p.was) : likelyAimLines(state, { ...p.row, target: aim }, cuts, books.fireAt(p.unit, p.shooters.map((f) => f.id), aim))),
    ];
  });
  const rule = 'a whole base in clear sight, neither side in melee';
  const [first] = asking as [(typeof asking)[number]];
  const text = asking.length > 1
    ? (asking.some((p) => p.row.target === null)
      ? `For each of these units, ${NEAREST} whether it can shoot at it (${rule}); for each that can, ${TICK_DISTANCE_COVER_EXCEPTIONS}.`
      : `Which of these units can shoot at the enemy unit named (${rule})? For each that can, ${TICK_DISTANCE_COVER_EXCEPTIONS}.`)
    : first.row.target === null
      ? `Which enemy unit has the nearest figure ${first.who} can see (none ticked: none), and can they shoot at it (${rule}; ${rangeText(first.shooters)})? ${capitalised(TICK_DISTANCE_COVER_EXCEPTIONS)}.`
      : `Can ${first.who} shoot at ${first.row.target.name} (${rule}; ${rangeText(first.shooters)})? ${capitalised(TICK_DISTANCE_COVER_EXCEPTIONS)}.`;
  const ticked = yield* checklist(`can-shoot/${rows.map((r) => r.id).join('+')}/${halfTurnKey(state)}`, 'T16', text, rows, lines, likely);
  return pairs.map((p) => {
    if (!p.asks) return { unit: p.row.id, at: p.row.target?.id ?? null, target: null };
    const ticks = ticksOf(p.row, ticked);
    const at = p.row.target ?? (ticks.at === null ? null : state.units[ticks.at]!);
    return { unit: p.row.id, at: at?.id ?? null, target: at ? aimAt(state, p.shooters, at, ticks) : null };
  });
}
