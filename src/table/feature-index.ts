import { EPSILON, boundingBox, contains, type Point, type Shape } from './shapes.js';

/**
 * Finds which of many shapes contain a point, checking bounding boxes first: terrain lookups
 * run for every figure and every half-centimetre of every move, so the cheap test goes first.
 */
export class ShapeIndex<T extends { readonly shape: Shape }> {
  private readonly boxes: { item: T; minX: number; minY: number; maxX: number; maxY: number }[];

  constructor(items: readonly T[]) {
    // Widened by EPSILON, as `contains` counts the boundary in: the box must never turn away a point the shape holds.
    this.boxes = items.map((item) => {
      const box = boundingBox(item.shape);
      return { item, minX: box.minX - EPSILON, minY: box.minY - EPSILON, maxX: box.maxX + EPSILON, maxY: box.maxY + EPSILON };
    });
  }

  /** The items whose shape contains `p`, in the order given. */
  at(p: Point): T[] {
    const found: T[] = [];
    for (const b of this.boxes) {
      if (p.x < b.minX || p.x > b.maxX || p.y < b.minY || p.y > b.maxY) continue;
      if (contains(b.item.shape, p)) found.push(b.item);
    }
    return found;
  }

  /** Whether any item's shape contains `p`. */
  any(p: Point, where: (item: T) => boolean = () => true): boolean {
    for (const b of this.boxes) {
      if (p.x < b.minX || p.x > b.maxX || p.y < b.minY || p.y > b.maxY) continue;
      if (where(b.item) && contains(b.item.shape, p)) return true;
    }
    return false;
  }
}
