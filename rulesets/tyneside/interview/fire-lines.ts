import type { Interview, QuestionOption } from '../../../src/engine/questions.js';
import { pickSome } from '../../../src/engine/ask.js';
import { atMost } from '../../../src/table/tolerance.js';
import { rangedWeapon } from '../procedures/shooting-step.js';
import { rangeBand } from '../rules/to-hit.js';
import type { Cover } from '../tables/to-hit.js';
import { WEAPONS } from '../tables/weapons.js';
import type { FigureState, TynesideState, UnitState } from '../state.js';
import { targetFigures } from './attached.js';
import { bandsOf, reach } from './measures.js';
import { list } from './words.js';

/**
 * The lines of the fire checklists (T16–T22): for each enemy unit, how far its nearest figure
 * is (a bracket between two band limits), its cover, and the two exceptions to "every shooter
 * shoots, every target figure can be hit" that make a count worth asking.
 */

/** A checklist line; lines of one group exclude each other (at most one ticked). */
export interface Line extends QuestionOption {
  readonly group?: string;
}

/** T4.2: the nearest target figure lies within `limit` cm, beyond the bracket before. */
export interface Bracket {
  readonly limit: number;
  readonly label: string;
}

/**
 * T4.2, T23: the distances that change a shooter's band: every band limit of the shooters'
 * weapons within their longest reach, nearest first, each with the bands it gives
 * ("up to 30 cm (short range)"; several weapons: "over 20, up to 24 cm (Muskets medium, Spears long)").
 */
export function brackets(shooters: readonly FigureState[]): Bracket[] {
  const weapons = [...new Set(shooters.map((f) => rangedWeapon(f)!.weapon))];
  const longest = Math.max(...shooters.map((f) => reach(f, rangedWeapon(f)!.weapon)));
  const limits = [...new Set(weapons.flatMap((w) => bandsOf(w).map((b) => b.limit)))].filter((l) => atMost(l, longest)).sort((a, b) => a - b);
  return limits.map((limit, i) => {
    const bands = weapons.flatMap((w) => {
      const band = rangeBand(w, limit);
      return band ? [weapons.length === 1 ? `${band} range` : `${WEAPONS[w].name} ${band}`] : [];
    });
    return { limit, label: `${i === 0 ? 'up to' : `over ${limits[i - 1]}, up to`} ${limit} cm (${bands.join(', ')})` };
  });
}

/**
 * One shooter-and-target pair the lines ask about: `id` prefixes its lines' ids, `name` their
 * labels (the target's name when one unit's targets are asked; "Impi 2 at B Company" when
 * several units' targets are).
 */
export interface AimRow {
  readonly id: string;
  readonly name: string;
  /** The enemy unit aimed at; null when it is asked with the lines (its nearest visible one, `nearestLines`), one of `candidates`. */
  readonly target: UnitState | null;
  readonly candidates?: readonly UnitState[];
  /** How many figures shoot. */
  readonly shooters: number;
}

/** The id of a row's line. */
const lineId = (row: AimRow, ...what: string[]) => [row.id, ...what].join('/');

/** T19 (A-26): one line per bracket: how far the target's nearest figure in clear sight is. */
export function distanceLines(row: AimRow, cuts: readonly Bracket[]): Line[] {
  return cuts.map((c) => ({ id: lineId(row, 'within', String(c.limit)), heading: row.name, label: `nearest figure ${c.label}`, group: `${row.id}/within` }));
}

/** T16.1, T24.0: one line per enemy unit that may hold the nearest figure the row's unit sees (none ticked: it sees none). */
export function nearestLines(row: AimRow): Line[] {
  return (row.candidates ?? []).map((t) => ({ id: lineId(row, 'at', t.id), heading: row.name, label: `nearest enemy in sight: ${t.name}`, group: `${row.id}/at` }));
}

/** T20.2 (A-26): what each cover is, for the question that asks it. */
export const COVER_TEXT = 'soft: hedges, bushes, crops, tents, woods; hard: walls, buildings, rocks, earthworks; neither: the open';

/** What a checklist of one shooter's lines asks to be ticked: the distance bracket, the cover, the exceptions. */
export const TICK_DISTANCE_COVER_EXCEPTIONS = `tick how far its nearest such figure is (none: they cannot), its cover where most of its figures in sight stand (${COVER_TEXT}) and any exception`;

/**
 * T20.2, A-21, T22.1 (A-29): a target's cover (neither line ticked: the open), whether some
 * of the shooters cannot shoot at it at all, whether some are further off than the band of its
 * nearest figure, and whether some of its figures are out of their sight. A lone shooter or a
 * lone target figure has no such line.
 */
export function detailLines(state: TynesideState, row: AimRow): Line[] {
  const many = (row.target ? [row.target] : row.candidates ?? []).some((t) => targetFigures(state, t).length > 1);
  return [
    ...(['soft', 'hard'] as const).map((c) => ({ id: lineId(row, 'cover', c), heading: row.name, label: `${c} cover`, group: `${row.id}/cover` })),
    ...(row.shooters > 1 ? [
      { id: lineId(row, 'unseen'), heading: row.name, label: `some of the ${row.shooters} cannot shoot at it (out of clear sight or range)` },
      { id: lineId(row, 'further'), heading: row.name, label: `some of the ${row.shooters} are further off, in a longer band` },
    ] : []),
    ...(many ? [{ id: lineId(row, 'hidden'), heading: row.name, label: `some of its figures out of their sight or range` }] : []),
  ];
}

/** A-26: the cover the books expect of a target: the cover of the feature it defends, if any. */
export function likelyCoverLine(state: TynesideState, row: AimRow): string[] {
  const cover = row.target && state.terrain.find((t) => t.name === row.target!.defending)?.cover;
  return cover && cover !== 'open' ? [lineId(row, 'cover', cover)] : [];
}

/** The bracket a target is likely in: the one holding `gap` (cm) where it is known, none beyond the last (they cannot shoot at it). */
export function likelyDistanceLine(row: AimRow, cuts: readonly Bracket[], gap: number | null): string[] {
  const within = gap === null ? undefined : cuts.find((c) => atMost(gap, c.limit));
  return within ? [lineId(row, 'within', String(within.limit))] : [];
}

/** What the ticks say of one target. */
export interface TargetTicks {
  /** The enemy unit ticked as the nearest in sight, where the row asks it; null: none ticked. */
  readonly at: string | null;
  /** The bracket's limit, cm; null: they cannot shoot at it. */
  readonly within: number | null;
  readonly cover: Cover;
  /** Some shooters cannot shoot at it at all (A-21). */
  readonly unseen: boolean;
  /** Some shooters are further from it than the bracket, in a longer band. */
  readonly further: boolean;
  readonly hidden: boolean;
}

/** Reads one row's lines from the ticks. */
export function ticksOf(row: AimRow, ticked: ReadonlySet<string>): TargetTicks {
  const prefix = `${row.id}/`;
  const mine = [...ticked].filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length).split('/'));
  const within = mine.find(([what]) => what === 'within');
  const at = mine.find(([what]) => what === 'at');
  const cover = mine.find(([what]) => what === 'cover');
  return {
    at: at ? at.slice(1).join('/') : null,
    within: within ? Number(within[1]) : null,
    cover: (cover?.[1] as Cover | undefined) ?? 'open',
    unseen: mine.some(([what]) => what === 'unseen'),
    further: mine.some(([what]) => what === 'further'),
    hidden: mine.some(([what]) => what === 'hidden'),
  };
}

const GROUP_WORDS: Record<string, string> = { within: 'distance', cover: 'cover', at: 'nearest enemy' };

/**
 * A checklist of the rows' lines, asked again while two lines of a group are ticked, naming
 * them ("Tick at most one distance for uThulwana"), or a distance is ticked for a row that asks
 * its nearest enemy with none ticked ("Tick the nearest enemy of uThulwana, or no distance").
 */
export function* checklist(key: string, rule: string, text: string, rows: readonly AimRow[], lines: readonly Line[], likely: readonly string[]): Interview<Set<string>> {
  const options = lines.map(({ group: _, ...option }) => option);
  const rowName = (id: string) => rows.find((r) => r.id === id)!.name;
  const groupName = (group: string) => {
    const [row, what] = group.split('/');
    return `${GROUP_WORDS[what!]} for ${rowName(row!)}`;
  };
  for (let ask = text; ;) {
    const ticked = new Set(yield* pickSome(key, rule, ask, options, likely.filter((id) => options.some((o) => o.id === id))));
    const twice = [...new Set(lines.filter((l) => l.group !== undefined && lines.filter((m) => m.group === l.group && ticked.has(m.id)).length > 1).map((l) => l.group!))];
    const unnamed = rows.filter((r) => r.target === null && ticksOf(r, ticked).within !== null && ticksOf(r, ticked).at === null).map((r) => r.name);
    if (twice.length === 0 && unnamed.length === 0) return ticked;
    ask = [
      ...(twice.length > 0 ? [`Tick at most one ${list(twice.map(groupName), 'and')}.`] : []),
      ...(unnamed.length > 0 ? [`Tick the nearest enemy in sight of ${list(unnamed, 'and')}, or no distance.`] : []),
      text,
    ].join(' ');
  }
}
