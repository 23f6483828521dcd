import { roll, type Procedure } from '../../../src/engine/requests.js';
import { nd } from '../../../src/dice/dice-spec.js';
import type { FireTarget } from '../facts.js';
import type { FigureState, TynesideState, UnitState } from '../state.js';
import { fact } from './requests.js';

/** What tells a figure apart for the rules, save its place: its troops, weapons and wound, and its load where a weapon loads by the muzzle (T17.1). */
function rulesFace(f: FigureState): string {
  const { id: _id, name: _name, pos: _pos, loaded, ...rest } = f;
  return JSON.stringify({ ...rest, loaded: f.weapons.some((w) => w.loading === 'muzzle') ? loaded : null });
}

/** Two figures a hit may fall on are alike when nothing but their place and name tells them apart. */
function alike(a: FigureState, b: FigureState): boolean {
  return rulesFace(a) === rulesFace(b);
}

/**
 * Where a leader attached to the target is among the figures a hit may fall on (T22.3), the faces
 * of the roll that pick him, so a player throwing real dice knows what each face means: " (1 to
 * 9: a figure of B Company; 10: Lieutenant Chard)". Nothing where the group's own figures alone
 * may be hit.
 */
function facesOf(unit: UnitState, victims: readonly FigureState[]): string {
  if (victims.every((f) => f.unit === unit.id)) return '';
  const runs: string[] = [];
  let from = 0;
  victims.forEach((f, i) => {
    const next = victims[i + 1];
    // the group's own figures, alike or not, run together; each leader has his face
    if (next && f.unit === unit.id && next.unit === unit.id) return;
    const faces = from === i ? `${i + 1}` : `${from + 1} to ${i + 1}`;
    runs.push(`${faces}: ${f.unit === unit.id ? `a figure of ${unit.name}` : f.name}`);
    from = i + 1;
  });
  return ` (${runs.join('; ')})`;
}

/**
 * T22.1 (A-29): the figures one unit's hits fall on, one hit at a time, each applied before the
 * next is allocated. Where the player said that not every figure of the target is in sight
 * (a real table: `uncounted.inSight`), how many are is asked ('in-sight') only once a hit needs
 * it: a wound or kill after another one in the same fire (how many are left to take it depends
 * on it), or one among figures that are not alike. A graze, or the first wound or kill among
 * alike figures, falls on the target's first living figure (any would do, and the first is in
 * sight under the reduction that the figures in sight are its first ones).
 */
export class Victims {
  private visible: readonly string[];
  private counted: boolean;
  private struck = 0;

  constructor(private readonly state: TynesideState, private readonly shooter: UnitState, private readonly shooters: readonly string[], private readonly target: FireTarget) {
    this.visible = target.visible;
    this.counted = !target.uncounted?.inSight;
  }

  /** The figure the next hit, of this result, falls on; null when none of the target is left in sight. */
  *next(result: 'graze' | 'wound' | 'kill'): Procedure<FigureState | null> {
    const targetUnit = this.state.units[this.target.unit]!;
    const living = () => this.visible.map((id) => this.state.figures[id]!).filter((f) => f.alive);
    const harms = result !== 'graze';
    if (!this.counted && harms && (this.struck > 0 || !living().every((f) => alike(f, living()[0]!)))) {
      this.visible = yield* fact({ id: 'in-sight', unit: this.shooter.id, shooters: this.shooters, target: targetUnit.id, figures: this.target.visible }, `T22.1: hits fall among the figures of ${targetUnit.name} in sight`);
      this.counted = true;
    }
    const victims = living();
    if (victims.length === 0) return null;
    if (harms) this.struck++;
    if (!this.counted) return victims[0]!;
    const [pick] = yield* roll(nd(1, victims.length), `T22.1: which figure of ${targetUnit.name} is hit${facesOf(targetUnit, victims)}`, this.shooter.side);
    return victims[pick! - 1]!;
  }
}
