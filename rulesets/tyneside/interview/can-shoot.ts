import type { Interview } from '../../../src/engine/questions.js';
import type { CanShootAsked, FireTarget } from '../facts.js';
import type { TynesideState, UnitState } from '../state.js';
import { brackets, checklist, detailLines, distanceLines, likelyCoverLine, nearestLines, ticksOf, TICK_DISTANCE_COVER_EXCEPTIONS, type AimRow, type Bracket } from './fire-lines.js';
import { atMost } from '../../../src/table/tolerance.js';
import { aimAt, livingShooters } from './fire-targets.js';
import { rangeText } from './measures.js';
import { someFiguresOf } from './words.js';
import { targetUnits } from './attached.js';
import { capitalised } from '../../../src/engine/english.js';

/** What a row asks where its nearest enemy is asked too. */
const NEAREST = 'tick the enemy unit with the nearest figure it can see (none: it sees none) and';

/** The nearest enemy likely ticked: the one it had before a figure fell, else a group (leaders mostly stand with one), else the first on the table. */
function likelyNearest(candidates: readonly UnitState[], was: string | undefined): UnitState {
  return candidates.find((u) => u.id === was) ?? candidates.find((u) => u.kind === 'group') ?? candidates[0]!;
}

/** The lines of a row its answer before a figure fell ticked: its distance bracket, cover and exceptions, where that enemy is still the one asked about. */
function likelyAgain(row: AimRow, cuts: readonly Bracket[], was: CanShootAsked['was']): string[] {
  if (!was || (row.target !== null && row.target.id !== was.at)) return [];
  const within = was.distance === null ? undefined : cuts.find((c) => atMost(was.distance!, c.limit));
  const flags = (['unseen', 'further', 'hidden'] as const).filter((f) => (f === 'hidden' ? was.uncounted?.inSight : was.uncounted?.[f]));
  return [
    ...(within ? [`${row.id}/within/${within.limit}`] : []),
    ...(was.cover === 'soft' || was.cover === 'hard' ? [`${row.id}/cover/${was.cover}`] : []),
    ...flags.map((f) => `${row.id}/${f}`),
  ];
}

/**
 * T16.1: what each of these units can hit of its nearest visible enemy, the
 * only one uncommanded troops shoot at: one checklist, a row per unit, of which enemy unit has
 * the nearest figure it sees where that is not known (pre-ticked with the one it had, none
 * ticked: it sees none; T24.0), how far that enemy's nearest figure in clear sight is (none
 * ticked: it cannot shoot at it), its cover (pre-ticked from a feature it defends) and the
 * exceptions that make a count worth asking ('fire-count'). Asked again after a figure fell,
 * every line is pre-ticked as the unit answered before (`was`): the player changes what changed.
 */
export function* canShootInterview(state: TynesideState, asked: readonly CanShootAsked[]): Interview<readonly { unit: string; at: string | null; target: FireTarget | null }[]> {
  const pairs = asked.map((a) => {
    const unit = state.units[a.unit]!;
    const shooters = livingShooters(state, a.shooters);
    const target = a.at === null ? null : state.units[a.at]!;
    const candidates = a.at === null ? targetUnits(state, unit) : [];
    const who = someFiguresOf(state, unit, shooters);
    const row: AimRow = { id: unit.id, name: target ? `${who} at ${target.name}` : who, target, candidates, shooters: shooters.length };
    return { row, who, shooters, was: a.was, asks: shooters.length > 0 && (target !== null || candidates.length > 0) };
  });
  const asking = pairs.filter((p) => p.asks);
  if (asking.length === 0) return pairs.map((p) => ({ unit: p.row.id, at: p.row.target?.id ?? null, target: null }));
  const rows = asking.map((p) => p.row);
  const lines = asking.flatMap((p) => [...nearestLines(p.row), ...distanceLines(p.row, brackets(p.shooters)), ...detailLines(state, p.row)]);
  const likely = asking.flatMap((p) => {
    const again = likelyAgain(p.row, brackets(p.shooters), p.was);
    return [
      ...(p.row.target === null ? [`${p.row.id}/at/${likelyNearest(p.row.candidates!, p.was?.at).id}`] : []),
      // what it answered before a figure fell; else the cover of a feature the enemy likely ticked defends
      ...(p.was ? again : likelyCoverLine(state, p.row.target === null ? { ...p.row, target: likelyNearest(p.row.candidates!, undefined) } : p.row)),
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
  const ticked = yield* checklist(`can-shoot/${rows.map((r) => r.id).join('+')}`, 'T16', text, rows, lines, likely);
  return pairs.map((p) => {
    if (!p.asks) return { unit: p.row.id, at: p.row.target?.id ?? null, target: null };
    const ticks = ticksOf(p.row, ticked);
    const at = p.row.target ?? (ticks.at === null ? null : state.units[ticks.at]!);
    return { unit: p.row.id, at: at?.id ?? null, target: at ? aimAt(state, p.shooters, at, ticks) : null };
  });
}
