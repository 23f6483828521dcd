import type { Shape } from '../table/shapes.js';
import type { ShapeInput } from './terrain-schema.js';

/** Turns a scenario file's shape into the table's geometry. */
export function toShape(input: ShapeInput): Shape {
  if ('rect' in input) return { kind: 'rect', ...input.rect };
  if ('circle' in input) return { kind: 'circle', ...input.circle };
  if ('polygon' in input) return { kind: 'polygon', points: input.polygon.map(([x, y]) => ({ x, y })) };
  return { kind: 'polyline', points: input.polyline.map(([x, y]) => ({ x, y })), width: input.width };
}
