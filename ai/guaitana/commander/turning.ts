import type { GuaitanaState, UnitId } from '../../../rulesets/guaitana/state.js';
import type { Plan, Role } from './plan.js';

/**
 * What the plan was drawn against: the units of each role already gone or in Retreat, and
 * whether the baggage had already fallen. A plan is redrawn only for what happens after it
 * (hysteresis): a loss it was drawn knowing of does not turn the situation again.
 */
export interface Basis {
  readonly broken: ReadonlySet<UnitId>;
  readonly baggageLost: boolean;
}

const isBroken = (state: GuaitanaState, id: UnitId) => {
  const u = state.units[id]!;
  return u.eliminated || u.order.kind === 'retreat';
};

/** The basis of a plan drawn now for `side`. */
export function basisOf(state: GuaitanaState, side: string): Basis {
  const broken = new Set(Object.values(state.units).filter((u) => u.side === side && isBroken(state, u.id)).map((u) => u.id));
  return { broken, baggageLost: state.sides.find((s) => s.id === side)!.baggageLost };
}

/**
 * Why the situation has turned since the plan was drawn, or null: half the main effort that
 * stood when it was drawn has since gone or fallen into Retreat; the baggage has fallen since;
 * the reserve that stood has all been spent (gone, in Retreat or sent in).
 */
export function turned(state: GuaitanaState, side: string, plan: Plan, basis: Basis): string | null {
  const standing = (role: Role) => Object.entries(plan.roles).filter(([id, r]) => r === role && !basis.broken.has(id)).map(([id]) => state.units[id]!);
  const effort = standing('main-effort');
  const broken = effort.filter((u) => isBroken(state, u.id));
  if (effort.length > 0 && broken.length * 2 >= effort.length) return `the main effort has collapsed (${broken.length} of ${effort.length} units gone or in Retreat since the plan was made)`;
  if (!basis.baggageLost && state.sides.find((s) => s.id === side)!.baggageLost) return 'the baggage has fallen';
  const reserve = standing('reserve');
  if (reserve.length > 0 && reserve.every((u) => u.eliminated || u.order.kind === 'attack' || u.order.kind === 'retreat')) return 'the reserve is spent';
  return null;
}
