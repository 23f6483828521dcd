import type { TerrainTypeId } from '../scenario/terrain-schema.js';
import type { Shape } from '../table/shapes.js';
import type { SideId } from './requests.js';

/** A terrain feature as the map draws it. */
export interface MapFeature {
  readonly name: string;
  readonly type: TerrainTypeId;
  readonly shape: Shape;
}

/** How a piece on the map stands: its books, in words the map's legend can show. */
export type PieceState = 'fit' | 'wounded' | 'marker';

/** One figure or marker on the map, in table centimetres. */
export interface MapPiece {
  readonly x: number;
  readonly y: number;
  readonly side: SideId;
  /** The unit (or marker) it belongs to, as the scenario names it. */
  readonly unit: string;
  readonly state: PieceState;
  /** Part of the unit the current action is about. */
  readonly highlighted: boolean;
}

/**
 * The table as a ruleset shows it to the map: the UI draws this without knowing the ruleset.
 * x grows to the right, y away from the south edge (the map draws north at the top).
 */
export interface MapView {
  readonly width: number;
  readonly depth: number;
  /** The sides in scenario order (the map gives each its own letter and colour). */
  readonly sides: readonly { readonly id: SideId; readonly name: string }[];
  readonly features: readonly MapFeature[];
  readonly pieces: readonly MapPiece[];
}
