/**
 * Who a unit may fire at (G11.3–G11.5): enemy units it sees, within its weapon's range measured
 * closest point to closest point, and inside its arc of 60° either side of its facing (any part of
 * the target is enough, G18.32), unlimited for Mass and Square.
 */
import type { Point } from '../../../src/table/shapes.js';
import type { FireTarget } from '../facts.js';
import { rangeBand } from '../rules/range.js';
import { firingWeapon, reachCm } from './arms.js';
import type { Board, Placed } from './board.js';
import { compass, heading, type Footprint } from './footprint.js';
import type { Sight } from './sight.js';
import { beyond } from '../../../src/table/tolerance.js';
import { hypot } from '../../../src/table/hypot.js';

/** G11.3(3): half the arc, either side of the facing. */
const HALF_ARC = Math.PI / 3;
const COS_HALF_ARC = Math.cos(HALF_ARC);

/** Whether the ray from c along (dx, dy) crosses segment p-q. */
function rayCrosses(c: Point, dx: number, dy: number, p: Point, q: Point): boolean {
  const ex = q.x - p.x, ey = q.y - p.y;
  const den = dx * ey - dy * ex;
  if (den === 0) return false;
  const t = ((p.x - c.x) * ey - (p.y - c.y) * ex) / den, s = ((p.x - c.x) * dy - (p.y - c.y) * dx) / den;
  return t >= 0 && s >= 0 && s <= 1;
}

/**
 * G11.3(3): whether any part of the target lies within 60° of the firer's facing, seen from its
 * centre: its centre or a corner inside the arc, or an edge crossing one of the arc's bounding rays.
 */
export function inArc(from: Point, facing: number, target: Footprint): boolean {
  const f = heading(facing);
  const inside = (p: Point) => {
    const dx = p.x - from.x, dy = p.y - from.y, len = hypot(dx, dy);
    return len === 0 || dx * f.x + dy * f.y >= len * COS_HALF_ARC - 1e-9;
  };
  if (inside({ x: target.cx, y: target.cy }) || target.corners.some(inside)) return true;
  for (const side of [HALF_ARC, -HALF_ARC]) {
    const c = Math.cos(side), s = Math.sin(side);
    // Compass rotation (clockwise) of the facing by `side`.
    const dx = f.x * c + f.y * s, dy = -f.x * s + f.y * c;
    for (let i = 0; i < 4; i++) if (rayCrosses(from, dx, dy, target.corners[i]!, target.corners[(i + 1) % 4]!)) return true;
  }
  return false;
}

/** G11.3–G11.5: the unit's legal targets, nearest first; none for a unit with no missile weapon or with the lance. */
export function fireTargets(board: Board, sight: Sight, unit: Placed): (FireTarget & { readonly distance: number })[] {
  const weapon = firingWeapon(unit);
  const reach = reachCm(weapon);
  if (weapon === null || reach === null) return [];
  const allRound = unit.formation === 'mass' || unit.formation === 'square';
  const found: (FireTarget & { readonly distance: number })[] = [];
  for (const e of board.enemiesOf(unit.side)) {
    const distance = board.gap(unit, e);
    if (beyond(distance, reach)) continue;
    const band = rangeBand(weapon, distance);
    if (band === null) continue;
    if (!allRound && !inArc(unit.pos, unit.facing, board.footprint(e))) continue;
    if (!sight.sees(unit, e)) continue;
    found.push({ unit: e.id, distance, band, cover: board.ground.coverAt(e, e.pos), bearing: compass(unit.pos, e.pos) });
  }
  return found.sort((a, b) => a.distance - b.distance || a.unit.localeCompare(b.unit));
}
