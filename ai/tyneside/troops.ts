import { living, type TynesideState, type UnitState } from '../../rulesets/tyneside/state.js';
import { rangedWeapon } from '../../rulesets/tyneside/procedures/shooting-step.js';
import { WEAPONS } from '../../rulesets/tyneside/tables/weapons.js';

/** True when the unit's shooting weapon may move at full speed and still fire (T17). */
export function firesOnTheMove(state: TynesideState, unit: UnitState): boolean {
  return living(state, unit).every((f) => {
    const w = rangedWeapon(f);
    return !w || w.loading === 'magazine' || WEAPONS[w.weapon].loading === 'hand-hurled';
  });
}

