import type { Shape } from '../../src/table/shapes.js';
import type { TerrainTypeId } from '../../src/scenario/terrain-schema.js';
import type { TerrainFeatureInput } from '../../src/scenario/terrain-schema.js';
import { toShape } from '../../src/scenario/to-shape.js';
import type { Cover } from './tables/to-hit.js';

/** A terrain feature with what it does under Tyneside rules. */
export interface TerrainFeature {
  readonly name: string;
  readonly type: TerrainTypeId;
  readonly shape: Shape;
  /** T20.2: the cover a figure inside it has. */
  readonly cover: Cover;
  /** T9: command distance 25 cm inside. */
  readonly enclosed: boolean;
  /** T15.2: movement counts double. */
  readonly difficult: boolean;
  readonly impassable: boolean;
  /** Blocks line of sight across it (T18.1). */
  readonly blocksSight: boolean;
  /** T15.3: a low barrier or fence, a quarter move to cross. */
  readonly barrier: boolean;
  /** T18.2, T30.2: a wood, whose depth limits fire and sight. */
  readonly wood: boolean;
  /** T30.1: "figures in terrain" are seen only at D6 × 10 cm (everything but open ground and roads). */
  readonly concealing: boolean;
}

type Effects = Omit<TerrainFeature, 'name' | 'type' | 'shape'>;

/**
 * What each terrain type does by default (A-11, A-26; the scenario may override any flag).
 * Woods: soft cover, enclosed, difficult (dense bush and woods are the source's examples).
 * Buildings: hard cover, enclosed. Fortification (walls, barricades, earthworks): hard cover,
 * a low barrier to cross. Rough (rocks, scrub): soft cover, difficult. Rivers: difficult going.
 */
// prettier-ignore
export const TERRAIN_EFFECTS: Record<TerrainTypeId, Effects> = {
  open:          { cover: 'open', enclosed: false, difficult: false, impassable: false, blocksSight: false, barrier: false, wood: false, concealing: false },
  road:          { cover: 'open', enclosed: false, difficult: false, impassable: false, blocksSight: false, barrier: false, wood: false, concealing: false },
  woods:         { cover: 'soft', enclosed: true,  difficult: true,  impassable: false, blocksSight: false, barrier: false, wood: true,  concealing: true },
  rough:         { cover: 'soft', enclosed: false, difficult: true,  impassable: false, blocksSight: false, barrier: false, wood: false, concealing: true },
  hill:          { cover: 'open', enclosed: false, difficult: false, impassable: false, blocksSight: true,  barrier: false, wood: false, concealing: false },
  buildings:     { cover: 'hard', enclosed: true,  difficult: true,  impassable: false, blocksSight: true,  barrier: false, wood: false, concealing: true },
  river:         { cover: 'open', enclosed: false, difficult: true,  impassable: false, blocksSight: false, barrier: false, wood: false, concealing: false },
  fortification: { cover: 'hard', enclosed: false, difficult: false, impassable: false, blocksSight: false, barrier: true,  wood: false, concealing: true },
  impassable:    { cover: 'open', enclosed: false, difficult: false, impassable: true,  blocksSight: true,  barrier: false, wood: false, concealing: false },
};

/** A scenario's terrain feature with Tyneside effects, the file's flags overriding the defaults. */
export function tynesideFeature(input: TerrainFeatureInput): TerrainFeature {
  const base = TERRAIN_EFFECTS[input.type];
  return {
    ...base,
    name: input.name,
    type: input.type,
    shape: toShape(input.shape),
    cover: input.cover === undefined ? base.cover : input.cover === 'none' ? 'open' : input.cover,
    enclosed: input.enclosed ?? base.enclosed,
    difficult: input.difficult ?? base.difficult,
    blocksSight: input.blocksSight ?? base.blocksSight,
    barrier: input.barrier ?? base.barrier,
  };
}
