import type { Shape } from '../../src/table/shapes.js';
import type { TerrainFeatureInput, TerrainTypeId } from '../../src/scenario/terrain-schema.js';
import { toShape } from '../../src/scenario/to-shape.js';

/**
 * A terrain feature as Guaitana reads it (G5.1). The scenario's shared terrain types map so:
 * open (with `blocksSight`: a gentle undulation), woods, rough (rocky ground), hill, buildings,
 * river (a stream or wadi), road, impassable (swamps and true rivers, whose fords and bridges
 * are the gaps between their pieces). What a type does for each troop type is in tables/terrain.
 */
export interface GuaitanaFeature {
  readonly name: string;
  readonly type: TerrainTypeId;
  readonly shape: Shape;
  /** G10.1: "higher" terrain between two units hides them from each other. */
  readonly blocksSight: boolean;
}

/** G10.1: hills, undulations (open ground flagged so), buildings and woods block sight. */
const BLOCKS_SIGHT: Partial<Record<TerrainTypeId, boolean>> = { hill: true, buildings: true, woods: true };

/** A scenario's terrain feature with its Guaitana sight rule. */
export function guaitanaFeature(input: TerrainFeatureInput): GuaitanaFeature {
  return { name: input.name, type: input.type, shape: toShape(input.shape), blocksSight: input.blocksSight ?? BLOCKS_SIGHT[input.type] ?? false };
}
