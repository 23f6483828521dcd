import { distanceToShape } from '../../../src/table/shapes.js';
import { nearestCoverWithin } from '../../../rulesets/tyneside/rules/cover.js';
import type { TerrainFeature } from '../../../rulesets/tyneside/terrain.js';
import type { TynesideState, UnitState } from '../../../rulesets/tyneside/state.js';
import { centre, enemyGroups, fullMove, nearestEnemy } from './situation.js';

/** An enemy group this close (cm) to a piece of cover may be fighting over it next half-turn: a full move and a charge. */
export const DANGER = 50;

/**
 * Cover out of the fight: no enemy group within a move and a charge of it, and not ground a group
 * of either side is making for (its objective, T28), where the fight will be.
 */
export function outOfTheFight(state: TynesideState, side: string, feature: TerrainFeature): boolean {
  const objective = Object.values(state.units).some((u) => u.currentAction.kind === 'objective' && u.currentAction.feature === feature.name);
  if (objective) return false;
  return enemyGroups(state, side).every((e) => {
    const at = centre(state, e);
    return at === null || distanceToShape(feature.shape, at) > DANGER;
  });
}

/** The moves that take a group somewhere, and how far along them it goes (T15.4: half a move is half the distance). */
const STEPS = [{ order: 'advance-half', share: 0.5, toward: 1 }, { order: 'withdraw', share: 1, toward: -1 }, { order: 'advance', share: 1, toward: 1 }] as const;
export type Step = (typeof STEPS)[number]['order'];

/**
 * A group far from cover makes for it: the first of half an advance, a pull back, a full advance
 * (all move on or away from the nearest enemy, T14.1) after which cover out of the fight is within
 * a move, else any cover, with no enemy group within a move and a charge; measured as the crow
 * flies (terrain may make it longer).
 */
export function wayToCover(state: TynesideState, unit: UnitState, offered: ReadonlySet<string>): { readonly step: Step; readonly cover: TerrainFeature } | null {
  const at = centre(state, unit);
  const enemy = nearestEnemy(state, unit);
  const them = enemy && centre(state, enemy.unit);
  if (!at || !them) return null;
  const length = Math.hypot(them.x - at.x, them.y - at.y) || 1;
  const move = fullMove(state, unit);
  const steps = STEPS.filter((s) => offered.has(s.order)).flatMap((s) => {
    const d = move * s.share * s.toward;
    const to = { x: at.x + ((them.x - at.x) / length) * d, y: at.y + ((them.y - at.y) / length) * d };
    if (to.x < 0 || to.y < 0 || to.x > state.table.width || to.y > state.table.depth) return [];
    const cover = nearestCoverWithin(state.terrain, to, move);
    const safe = enemyGroups(state, unit.side).every((e) => { const c = centre(state, e); return !c || Math.hypot(c.x - to.x, c.y - to.y) > DANGER; });
    return cover && safe ? [{ step: s.order, cover }] : [];
  });
  return steps.find((s) => outOfTheFight(state, unit.side, s.cover)) ?? steps[0] ?? null;
}
