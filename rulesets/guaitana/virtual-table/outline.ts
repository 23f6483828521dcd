/** Points round a terrain outline with the outward direction at each: where a hiding place is looked into or hidden behind (G6). */
import type { Point, Shape } from '../../../src/table/shapes.js';
import { hypot } from '../../../src/table/hypot.js';

/** A point of an outline and the unit vector pointing out of the shape there. */
export interface Rim { readonly p: Point; readonly n: Point }

/** How far apart the points are, cm. */
const SPACING = 2;

const built = new WeakMap<Shape, readonly Rim[]>();

/** Points every 2 cm or so round the shape's outline (both sides of a polyline's band), with the outward normal. */
export function rim(shape: Shape): readonly Rim[] {
  const known = built.get(shape);
  if (known) return known;
  const out = build(shape);
  built.set(shape, out);
  return out;
}

/** Points along p→q every SPACING cm (p included, q not), each with normal n. */
function edge(out: Rim[], p: Point, q: Point, n: Point): void {
  const len = hypot(q.x - p.x, q.y - p.y);
  const steps = Math.max(1, Math.ceil(len / SPACING));
  for (let i = 0; i < steps; i++) out.push({ p: { x: p.x + ((q.x - p.x) * i) / steps, y: p.y + ((q.y - p.y) * i) / steps }, n });
}

function build(shape: Shape): Rim[] {
  const out: Rim[] = [];
  switch (shape.kind) {
    case 'rect': {
      const { x, y, width: w, depth: d } = shape;
      edge(out, { x, y }, { x: x + w, y }, { x: 0, y: -1 });
      edge(out, { x: x + w, y }, { x: x + w, y: y + d }, { x: 1, y: 0 });
      edge(out, { x: x + w, y: y + d }, { x, y: y + d }, { x: 0, y: 1 });
      edge(out, { x, y: y + d }, { x, y }, { x: -1, y: 0 });
      return out;
    }
    case 'circle': {
      const steps = Math.max(12, Math.ceil((2 * Math.PI * shape.radius) / SPACING));
      for (let i = 0; i < steps; i++) {
        const a = (2 * Math.PI * i) / steps, n = { x: Math.cos(a), y: Math.sin(a) };
        out.push({ p: { x: shape.x + shape.radius * n.x, y: shape.y + shape.radius * n.y }, n });
      }
      return out;
    }
    case 'polygon': {
      const pts = shape.points, count = pts.length;
      let area2 = 0;
      for (let i = 0, j = count - 1; i < count; j = i++) area2 += pts[j]!.x * pts[i]!.y - pts[i]!.x * pts[j]!.y;
      // Counter-clockwise, (ey, -ex) points out; clockwise, the other way.
      const sign = area2 >= 0 ? 1 : -1;
      for (let i = 0; i < count; i++) {
        const p = pts[i]!, q = pts[(i + 1) % count]!, len = hypot(q.x - p.x, q.y - p.y);
        if (len > 0) edge(out, p, q, { x: (sign * (q.y - p.y)) / len, y: (sign * -(q.x - p.x)) / len });
      }
      return out;
    }
    case 'polyline': {
      const pts = shape.points, h = shape.width / 2;
      for (let i = 1; i < pts.length; i++) {
        const p = pts[i - 1]!, q = pts[i]!, len = hypot(q.x - p.x, q.y - p.y);
        if (len === 0) continue;
        const n = { x: (q.y - p.y) / len, y: -(q.x - p.x) / len };
        for (const s of [1, -1]) {
          const side = { x: n.x * s, y: n.y * s };
          edge(out, { x: p.x + side.x * h, y: p.y + side.y * h }, { x: q.x + side.x * h, y: q.y + side.y * h }, side);
        }
      }
      const ends: [Point, Point][] = pts.length > 1 ? [[pts[0]!, pts[1]!], [pts[pts.length - 1]!, pts[pts.length - 2]!]] : [];
      for (const [end, next] of ends) {
        const len = hypot(end.x - next.x, end.y - next.y) || 1, n = { x: (end.x - next.x) / len, y: (end.y - next.y) / len };
        out.push({ p: { x: end.x + n.x * h, y: end.y + n.y * h }, n });
      }
      return out;
    }
  }
}
