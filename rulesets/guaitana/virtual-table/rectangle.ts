/**
 * The oriented rectangle behind every Footprint, made for the searches that make thousands a
 * battle (free ground, walks to contact, ambush spots): its centre, facing and half sizes are
 * kept, and its corners are worked out only when read. Most rectangles are only tested for
 * overlap, which needs no corner; a corner costs two boxed numbers and an object, the list of
 * four a fifth, several times what the rectangle itself costs.
 */
import type { Point } from '../../../src/table/shapes.js';
import type { Footprint } from './footprint.js';

/** Each corner's side across (-1 left, +1 right) and ahead (+1 front, -1 back): front-left, front-right, back-right, back-left. */
const ACROSS = [-1, 1, 1, -1] as const;
const AHEAD = [1, 1, -1, -1] as const;

/**
 * Corner i's x and y. Written so as to give the very doubles the corners were first made with
 * (`at.x + rx * a * hw + fx * b * hd`, right of the facing (rx, ry) = (fy, -fx)): a sign flip is
 * exact, so `(fy * a) * hw` is `a * (fy * hw)` to the bit.
 */
export function cornerX(fp: Footprint, i: number): number {
  return fp.cx + fp.fy * ACROSS[i]! * fp.hw + fp.fx * AHEAD[i]! * fp.hd;
}
export function cornerY(fp: Footprint, i: number): number {
  return fp.cy + -fp.fx * ACROSS[i]! * fp.hw + fp.fy * AHEAD[i]! * fp.hd;
}

/** A Footprint whose corners are made on first reading and kept. */
export class Rectangle implements Footprint {
  // null, not absent, so every rectangle keeps one shape for V8 from birth
  private made: readonly [Point, Point, Point, Point] | null = null;

  constructor(
    readonly cx: number,
    readonly cy: number,
    readonly fx: number,
    readonly fy: number,
    readonly hw: number,
    readonly hd: number,
  ) {}

  get corners(): readonly [Point, Point, Point, Point] {
    if (this.made === null) {
      const corner = (i: number): Point => ({ x: cornerX(this, i), y: cornerY(this, i) });
      this.made = [corner(0), corner(1), corner(2), corner(3)];
    }
    return this.made;
  }
}
