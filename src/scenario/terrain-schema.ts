import { z } from 'zod';
import { coordinate, LIMITS, pointSchema, size } from './limits.js';

const extent = size(LIMITS.tableCm + 2 * LIMITS.marginCm);
const points = (min: number) => z.array(pointSchema).min(min).max(LIMITS.points, `expected at most ${LIMITS.points} points, so that a battle always finishes`);

/** A terrain outline in scenario files: exactly one of rect, circle, polygon or polyline. */
export const shapeSchema = z.union([
  z.strictObject({ rect: z.strictObject({ x: coordinate, y: coordinate, width: extent, depth: extent }) }),
  z.strictObject({ circle: z.strictObject({ x: coordinate, y: coordinate, radius: extent }) }),
  z.strictObject({ polygon: points(3) }),
  z.strictObject({ polyline: points(2), width: size(100) }),
]);

/** The terrain types every ruleset understands; each ruleset says what each type does. */
export const TERRAIN_TYPES = ['open', 'woods', 'rough', 'hill', 'buildings', 'river', 'road', 'fortification', 'impassable'] as const;
export type TerrainTypeId = (typeof TERRAIN_TYPES)[number];

/** A named terrain feature; optional flags override what its type does by default. */
export const terrainFeatureSchema = z.strictObject({
  name: z.string().min(1),
  type: z.enum(TERRAIN_TYPES),
  shape: shapeSchema,
  cover: z.enum(['none', 'soft', 'hard']).optional(),
  enclosed: z.boolean().optional().describe('Tyneside T9: command distance 25 cm inside'),
  difficult: z.boolean().optional().describe('difficult going: movement counts double'),
  blocksSight: z.boolean().optional(),
  barrier: z.boolean().optional().describe('a low barrier or fence to climb (a polyline)'),
  note: z.string().optional(),
});
export type TerrainFeatureInput = z.infer<typeof terrainFeatureSchema>;

export type ShapeInput = z.infer<typeof shapeSchema>;
