import type { Procedure } from '../../../src/engine/requests.js';
import { decide, type TynesideOption } from '../decisions.js';
import { note } from '../instructions.js';
import { living, unitsOf, type TynesideState, type UnitState } from '../state.js';
import { actionsTableOf } from './actions-roll.js';
import { fact, instruct } from './requests.js';

const MAX_GROUP = 30;

/** T6.3: same type, class, native flag and Actions Table category. */
function similar(state: TynesideState, a: UnitState, b: UnitState): boolean {
  const [fa, fb] = [living(state, a)[0]!, living(state, b)[0]!];
  return fa.type === fb.type && fa.cls === fb.cls && fa.native === fb.native && actionsTableOf(state, a) === actionsTableOf(state, b);
}

/** Moves every figure of `small`, the fallen too, into `into`; strengths add up. */
function merge(state: TynesideState, small: UnitState, into: UnitState): void {
  for (const id of small.figures) state.figures[id]!.unit = into.id;
  into.figures = [...into.figures, ...small.figures];
  into.originalStrength += small.originalStrength;
  small.figures = [];
  small.originalStrength = 0;
}

/** The option (followed by the receiving group's id) that merges a small group into another. */
export const MERGE_INTO = 'merge:';

/**
 * T6.3: at the start of its half-turn a side may merge each group reduced to 3 or
 * fewer figures into a similar group, if every figure of the small group is within command
 * distance (T9) of the receiving group and the result has no more than 30 figures.
 */
export function* mergeSmallGroups(state: TynesideState, side: string): Procedure<void> {
  for (const small of unitsOf(state, side).filter((u) => u.kind === 'group' && !u.marker)) {
    const size = living(state, small).length;
    if (size === 0 || size > 3) continue;
    const options: TynesideOption<'merge'>[] = [];
    for (const into of unitsOf(state, side)) {
      if (into === small || into.kind !== 'group' || into.marker || !similar(state, small, into)) continue;
      if (living(state, into).length + size > MAX_GROUP) continue;
      const { beyond } = (yield* fact({ id: 'command-reach', commanders: living(state, into).map((f) => f.id), units: [small.id] }, `T6.3: is every figure of ${small.name} within command distance of ${into.name}?`))[0]!;
      if (beyond.length === 0) options.push({ id: `${MERGE_INTO}${into.id}`, label: `${small.name} (${size}) joins ${into.name} (${living(state, into).length})`, meaning: { into: into.id, size: living(state, into).length } });
    }
    if (options.length === 0) continue;
    const keep: TynesideOption<'merge'> = { id: 'keep', label: `${small.name} carries on as a group of ${size}`, meaning: { into: null, size } };
    const all = [...options, keep];
    const pick = yield* decide(side, 'merge', [small.id], all, `T6.3: does ${small.name} merge?`);
    const joins = all.find((o) => o.id === pick.option)!.meaning.into;
    if (joins === null) continue;
    const into = state.units[joins]!;
    merge(state, small, into);
    if (state.meleeUnits.includes(small.id)) state.meleeUnits = [...new Set([...state.meleeUnits, into.id])];
    yield* instruct(note(`${small.name} joins ${into.name}, which now has ${living(state, into).length} figures`, [{ rule: 'T6.3', text: 'groups reduced to 3 or fewer may combine with similar troops' }, ...pick.reasons]));
  }
}
