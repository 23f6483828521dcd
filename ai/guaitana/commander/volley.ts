import type { Point } from '../../../src/table/shapes.js';
import { atMost } from '../../../src/table/tolerance.js';
import type { GuaitanaState, UnitState } from '../../../rulesets/guaitana/state.js';
import { firingWeapon, mounted, outOfAmmunition } from '../../../rulesets/guaitana/procedures/traits.js';
import { RANGES } from '../../../rulesets/guaitana/tables/weapons.js';
import { hypot } from '../../../src/table/hypot.js';

/** Half the width of a unit's base across its front, cm, about: ranges are measured edge to edge (G11.3), the table here centre to centre. */
const EDGE_CM = 6;

/** G11.7: the hit chance on 1d6 by band. */
const BASE_CHANCE = { close: 3, long: 2, extreme: 1 } as const;

/**
 * The hits a unit of `side` standing at `at` can expect in the next Fire phase (G11.4-G11.8):
 * every enemy unit with a firearm and shots left that has it in range fires at it, unless
 * another unit of the side (`others`) stands nearer that enemy (fire goes at the nearest,
 * G11.4). Expected hits: firing figures (a gun counts 5, G11.6(1); half in Mass or Square, half
 * again beyond Close range) times the hit chance (veteran shooters +1, a mounted target +1;
 * at 0 or less, half the figures hitting on a 1). Sight is not asked: a unit that charges or
 * shows itself near the enemy is seen (G10.2).
 */
export function expectedVolley(state: GuaitanaState, unit: UnitState, at: Point, others: readonly UnitState[]): number {
  const cm = (a: Point, b: Point) => hypot(a.x - b.x, a.y - b.y);
  let hits = 0;
  for (const enemy of Object.values(state.units)) {
    if (enemy.side === unit.side || enemy.eliminated || enemy.hidden || !enemy.pos || outOfAmmunition(enemy)) continue;
    const weapon = firingWeapon(enemy);
    if (weapon === null || weapon === 'javelin') continue;
    const gap = Math.max(0, cm(enemy.pos, at) - EDGE_CM);
    const bands = RANGES[weapon];
    const band = bands.close !== null && atMost(gap, bands.close) ? 'close' : atMost(gap, bands.long ?? 0) ? 'long' : atMost(gap, bands.extreme ?? 0) ? 'extreme' : null;
    if (band === null) continue;
    if (others.some((o) => o.id !== unit.id && o.pos && cm(enemy.pos!, o.pos) < cm(enemy.pos!, at))) continue;
    const working = enemy.type === 'artillery' ? enemy.guns.filter((g) => g.state === 'ok').length : 0;
    let firing = working > 0 ? working * 5 : enemy.figures;
    if (enemy.formation === 'square' || enemy.formation === 'mass') firing /= 2;
    if (band !== 'close') firing /= 2;
    let chance = BASE_CHANCE[band] + (enemy.quality === 'veteran' ? 1 : 0) - (enemy.quality === 'recruit' ? 1 : 0) + (mounted(unit) ? 1 : 0);
    if (chance <= 0) { firing /= 2; chance = 1; }
    hits += firing * Math.min(6, chance) / 6;
  }
  return hits;
}
