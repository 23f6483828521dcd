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
    public cx: number,
    public cy: number,
    public fx: number,
    public fy: number,
    public hw: number,
    public hd: number,
  ) {}

  /**
   * Moves it to centre `at`, facing the compass bearing `facing`, half sizes hw and hd (the
   * doubles `rectangle` gives): for a probe moved from spot to spot by a search that only asks
   * whether the unit would overlap another there (Board.standsClear, up to 288 spots a search),
   * never for a rectangle anyone keeps. The probe is a Rectangle, not a class of its own: a
   * second kind of rectangle made the overlap tests slower and costlier (by measure, more
   * garbage than the rectangles saved).
   */
  moveTo(at: Point, facing: number, hw: number, hd: number): this {
    const a = (facing * Math.PI) / 180;
    this.cx = at.x;
    this.cy = at.y;
    this.fx = Math.sin(a);
    this.fy = Math.cos(a);
    this.hw = hw;
    this.hd = hd;
    this.made = null;
    return this;
  }

  get corners(): readonly [Point, Point, Point, Point] {
    if (this.made === null) {
      const corner = (i: number): Point => ({ x: cornerX(this, i), y: cornerY(this, i) });
      this.made = [corner(0), corner(1), corner(2), corner(3)];
    }
    return this.made;
  }
}

