/**
 * How opfor's words name a figure for a player at a real table, who cannot see the books' numbers
 * ("Impi 2 #14"): a leader by his name; a soldier as a figure of his group, wounded or unwounded
 * where the group has wounded figures (T23: the player marked them), since the figures of a group
 * are otherwise alike on the table and any of them will do (a merged group's are similar too, T6.3).
 */
import { capitalised } from '../../../src/engine/english.js';
import { living, type FigureState, type TynesideState, type UnitState } from '../state.js';

/** Whether the unit's living figures, `but` aside, include a wounded one: then "unwounded" tells a figure apart. */
function hasWounded(state: TynesideState, unit: UnitState, but: FigureState | null = null): boolean {
  return living(state, unit).some((f) => f !== but && f.wounds > 0);
}

/** "Lieutenant Chard", "a figure of Impi 2", "a wounded figure of Impi 2", "an unwounded figure of Impi 2". */
export function aFigure(state: TynesideState, figure: FigureState): string {
  if (figure.role !== 'soldier') return figure.name;
  const unit = state.units[figure.unit]!;
  const kind = figure.wounds > 0 ? 'a wounded figure' : hasWounded(state, unit, figure) ? 'an unwounded figure' : 'a figure';
  return `${kind} of ${unit.name}`;
}

/** `aFigure` opening a sentence: "A figure of Impi 2", but a leader's name as it is ("uMbilwane"). */
export function aFigureOpening(state: TynesideState, figure: FigureState): string {
  return figure.role === 'soldier' ? capitalised(aFigure(state, figure)) : figure.name;
}

/** A killed figure and why it fell ("killed", "a second wound kills"). */
export interface Fallen {
  readonly figure: FigureState;
  readonly why: string;
}

/**
 * The figures of one unit to take off, as a player can pick them out: a leader by name
 * ("Lieutenant Chard (killed)"); a group's by how many, and how many of them wounded where that
 * tells them apart, with why and how many are left: "3 figures of Impi 2, 2 unwounded and 1
 * wounded (2 killed, 1 a second wound kills; 14 left)".
 */
export function figuresRemoved(state: TynesideState, fallen: readonly Fallen[]): string {
  const first = fallen[0]!.figure;
  const unit = state.units[first.unit]!;
  const n = fallen.length;
  const whys = [...new Set(fallen.map((f) => f.why))].map((why) => (n === 1 ? why : `${fallen.filter((f) => f.why === why).length} ${why}`));
  if (unit.kind === 'leader') return `${first.name} (${whys.join(', ')})`;
  const wounded = fallen.filter((f) => f.figure.wounds > 0).length;
  const which = n === 1 ? aFigure(state, first)
    : wounded === n ? `${n} wounded figures of ${unit.name}`
    : wounded > 0 ? `${n} figures of ${unit.name}, ${n - wounded} unwounded and ${wounded} wounded`
    : `${n} ${hasWounded(state, unit) ? 'unwounded ' : ''}figures of ${unit.name}`;
  return `${which} (${whys.join(', ')}; ${living(state, unit).length} left)`;
}

/** "A", "A and B", "A, B and C". */
export function listed(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The leaders among these figures a unit's hits may fall on: those attached to it (T22.3), not of it. */
export function attachedAmong(state: TynesideState, unit: UnitState, figures: readonly string[]): FigureState[] {
  return figures.map((id) => state.figures[id]!).filter((f) => f.alive && f.unit !== unit.id);
}

/**
 * Figures in a given order as runs a player can throw dice for: a leader by name, a group's
 * figures next to each other by how many ("4 figures of iNdlondlo, Prince Dabulamanzi kaMpande,
 * 3 figures of North wall"). Figures of a group are alike to the rules that read these runs.
 */
export function figureRuns(state: TynesideState, figures: readonly FigureState[]): string {
  const runs: { first: FigureState; n: number }[] = [];
  for (const f of figures) {
    const last = runs.at(-1);
    if (last && f.role === 'soldier' && last.first.role === 'soldier' && last.first.unit === f.unit) last.n++;
    else runs.push({ first: f, n: 1 });
  }
  return listed(runs.map(({ first, n }) => (n === 1 ? aFigure(state, first) : `${n} figures of ${state.units[first.unit]!.name}`)));
}
