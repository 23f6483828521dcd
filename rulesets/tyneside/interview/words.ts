import type { Interview, QuestionOption } from '../../../src/engine/questions.js';
import { pickSome } from '../../../src/engine/ask.js';
import { enemyOf, living, unitsOf, type FigureState, type TynesideState, type UnitState } from '../state.js';

/** "A", "A or B", "A, B or C". */
export function list(items: readonly string[], last: 'and' | 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

/**
 * The units of a side on the table: living figures, not behind a hidden marker (T35). At a
 * real table a revealed group's positions are not known to opfor, so "placed" cannot mean a
 * position here; the marker book is what says whether the human can point at it.
 */
export function onTable(state: TynesideState, side: string): UnitState[] {
  return unitsOf(state, side).filter((u) => !u.marker);
}

/** The enemy units on the table, as `onTable`. */
export function enemyUnits(state: TynesideState, unit: UnitState): UnitState[] {
  return onTable(state, enemyOf(state, unit.side));
}

/** Units as options: the id is the reply, the scenario's name the label. */
export function unitOptions(units: readonly UnitState[]): QuestionOption[] {
  return units.map((u) => ({ id: u.id, label: u.name }));
}

/** A side's name as the scenario gives it. */
export function sideName(state: TynesideState, side: string): string {
  return state.sides.find((s) => s.id === side)!.name;
}

/**
 * How a question names a unit's figures: a leader by his name, a group as "every figure of X"
 * or "any figure of X". A leader is a unit of one figure.
 */
export function figuresOf(unit: UnitState, quantifier: 'every' | 'any'): string {
  return unit.kind === 'leader' ? unit.name : `${quantifier} figure of ${unit.name}`;
}

/**
 * Names some figures of a unit: the unit when they are all its living figures, else the
 * unit with the figures' numbers ("Marksmen with trade muskets #2, #5").
 */
export function someFiguresOf(state: TynesideState, unit: UnitState, figures: readonly FigureState[]): string {
  const all = living(state, unit);
  if (figures.length === all.length && all.every((f) => figures.includes(f))) return unit.name;
  const short = figures.map((f) => (f.name.startsWith(`${unit.name} `) ? f.name.slice(unit.name.length + 1) : f.name));
  return `${unit.name} ${short.join(', ')}`;
}

/** "the nearest figure of X" for a group, the leader's name for a leader: where a distance is measured from or to. */
export function nearestOf(unit: UnitState): string {
  return unit.kind === 'leader' ? unit.name : `the nearest figure of ${unit.name}`;
}

/** One row of a `onePerRow` checklist: a unit or marker asked about, what it may pick, and the pre-ticked pick. */
export interface Row {
  readonly id: string;
  readonly name: string;
  readonly choices: readonly QuestionOption[];
  readonly likely: string | null;
}

/**
 * Several one-of questions as one checklist screen: an option per row and choice, under the
 * row's heading, ids `row/choice`, the rows' likely picks pre-ticked. A row left unticked has
 * no pick; a row ticked twice asks the checklist again, naming it.
 */
export function* onePerRow(key: string, rule: string, text: string, rows: readonly Row[]): Interview<Map<string, string>> {
  const options = rows.flatMap((r) => r.choices.map((c) => ({ id: `${r.id}/${c.id}`, heading: r.name, label: c.label })));
  const likely = rows.filter((r) => r.likely !== null).map((r) => `${r.id}/${r.likely}`);
  for (let ask = text; ;) {
    const ticked = yield* pickSome(key, rule, ask, options, likely);
    const picks = new Map<string, string>();
    const twice: string[] = [];
    for (const r of rows) {
      const mine = r.choices.filter((c) => ticked.includes(`${r.id}/${c.id}`));
      if (mine.length > 1) twice.push(r.name);
      else if (mine.length === 1) picks.set(r.id, mine[0]!.id);
    }
    if (twice.length === 0) return picks;
    ask = `Tick at most one for ${list(twice, 'and')}. ${text}`;
  }
}
