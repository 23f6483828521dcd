import type { Point } from '../../src/table/shapes.js';
import type { SideId } from '../../src/engine/requests.js';
import type { ActionCell, ActionCode } from './tables/actions.js';
import type { TroopClass, TroopType } from './tables/classes.js';
import type { LoadingType, WeaponId } from './tables/weapons.js';
import type { TerrainFeature } from './terrain.js';

export type FigureId = string;
export type UnitId = string;
export type Role = 'pc' | 'officer' | 'nco' | 'drummer' | 'bugler' | 'soldier';

/** A weapon a figure carries and how it loads (T4, T17). */
export interface CarriedWeapon {
  readonly weapon: WeaponId;
  readonly loading: LoadingType | null;
}

/** One figure, one man (T1.2): its traits from the scenario and its books. */
export interface FigureState {
  readonly id: FigureId;
  /** The group it belongs to; changes when a small group merges into another (T6.3). */
  unit: UnitId;
  readonly side: SideId;
  readonly name: string;
  readonly role: Role;
  readonly cls: TroopClass;
  readonly type: TroopType;
  readonly native: boolean;
  readonly horsed: boolean;
  readonly civilian: boolean;
  readonly skirtsHitched: boolean;
  readonly volley: boolean;
  readonly weapons: readonly CarriedWeapon[];
  readonly bayonet: boolean;
  /** T3: leader figure ids this figure is loyal to. */
  readonly loyalTo: readonly FigureId[];
  readonly base: number;
  /** T23: 0 or 1; a second wound kills. */
  wounds: number;
  alive: boolean;
  /** T17.1: muzzle-loaders start loaded. */
  loaded: boolean;
  /** Position on the virtual table; null while the figure's group is a hidden marker. */
  pos: Point | null;
}

/** A group's standing order, repeated by "Continue current actions" (T28, A-46). */
export type CurrentAction = { readonly kind: 'hold' } | { readonly kind: 'advance' } | { readonly kind: 'objective'; readonly feature: string };

/** A group of figures, or a leader acting as a unit of one. */
export interface UnitState {
  readonly id: UnitId;
  readonly name: string;
  readonly side: SideId;
  readonly kind: 'group' | 'leader';
  /** Every figure ever in the group, the fallen included (A-37 counts them); grows on merging (T6.3). */
  figures: FigureId[];
  /** strength at the start of the game (summed on merging). */
  originalStrength: number;
  readonly defending: string | null;
  readonly platoon: string | null;
  currentAction: CurrentAction;
  /**
   * The scenario feature the group was deployed to make for (its deployment order), or null. It
   * stays the group's objective after other orders: a commanded group moves as its player wishes
   * (T14.1), so it may make for the objective again on any later turn.
   */
  readonly objective: string | null;
  /** Facing in degrees, 0 = north. */
  facing: number;
  /** This half-turn: commanded by a chain (T11). */
  commanded: boolean;
  /** T8.2: a PC who declared he will load or fire this half-turn. */
  declaredFire: boolean;
  /**
   * This half-turn's Actions result, whether it binds a commanded unit, and whether the unit was
   * entirely in cover when it rolled (T24.1; a COVER result then leaves it where it is, A-50).
   */
  result: { readonly cell: ActionCell; readonly rf: number; readonly d6: number; readonly binding: boolean; readonly inCover: boolean } | null;
  /** The last Actions code rolled (kept across half-turns for RUN's +3 and routers, T10, T24). */
  lastCode: ActionCode | null;
  /** How far it moved this half-turn, as a fraction of its move (T16.1, T17). */
  moved: 0 | 0.5 | 1;
  /** its last move brought it closer to the nearest enemy. */
  advanced: boolean;
  /** moved back after a melee since its last Actions roll; the half-turn number it happened. */
  movedBackAt: number | null;
  /** its last COVER result used the "away from all enemies" branch. */
  fledAway: boolean;
  /** T30: figures in terrain are seen up to this far this half-turn (null: not in terrain). */
  seenWithin: number | null;
  /** T30.3: fired, so visible until the end of the next half-turn: the half-turn number it fired. */
  firedAt: number | null;
  /** a leader within 5 cm of this group at the Actions roll moves and fights with it. */
  attachedTo: UnitId | null;
  /** T35: the hidden marker it stands behind, until revealed. */
  marker: string | null;
}

/** A hidden marker of the solo set-up (T35): a real group or a dummy. */
export interface Marker {
  readonly id: string;
  pos: Point;
  /** The group it stands for; null for a dummy. */
  readonly unit: UnitId | null;
  revealed: boolean;
}

/** A side as the battle knows it. */
export interface SideState {
  readonly id: SideId;
  readonly name: string;
  readonly player: 'human' | 'opfor';
  readonly baseline: 'north' | 'south' | 'east' | 'west';
  readonly hidden: boolean;
}

/** Everything a Tyneside battle keeps: the figures and their books, the terrain, the markers. */
export interface TynesideState {
  readonly sides: readonly SideState[];
  readonly figures: Record<FigureId, FigureState>;
  readonly units: Record<UnitId, UnitState>;
  readonly terrain: readonly TerrainFeature[];
  readonly table: { readonly width: number; readonly depth: number };
  markers: Marker[];
  /** Counts half-turns from 1, for "last half-turn" books. */
  halfTurn: number;
  /**
   * T31, T32.1, T33: the units that may be in base contact with an enemy figure. Contact is made
   * only by charging (T31) and following up (T33.3), all instructed by opfor: the units of the
   * last melee's contacts and any that charged or were charged since. Any other unit is not in
   * contact, and nobody asks.
   */
  meleeUnits: UnitId[];
  readonly turnLimit: number;
  readonly victory: { readonly atTurnLimit: string; readonly text?: string };
  /** Set when a side has lost (T34). */
  loser: SideId | null;
}

/** The living figures of a unit. */
export function living(state: TynesideState, unit: UnitState): FigureState[] {
  // Plain loops here and below: every step and many facts ask, and map/filter built a list twice.
  const found: FigureState[] = [];
  for (const id of unit.figures) {
    const f = state.figures[id]!;
    if (f.alive) found.push(f);
  }
  return found;
}

/** Whether any of the unit's figures is alive. */
function anyLiving(state: TynesideState, unit: UnitState): boolean {
  for (const id of unit.figures) if (state.figures[id]!.alive) return true;
  return false;
}

/** The units of a side that still have living figures (in the units' order, as Object.values gives them). */
export function unitsOf(state: TynesideState, side: SideId): UnitState[] {
  const found: UnitState[] = [];
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.side === side && anyLiving(state, u)) found.push(u);
  }
  return found;
}

/** The side opposing `side`. */
export function enemyOf(state: TynesideState, side: SideId): SideId {
  return state.sides.find((s) => s.id !== side)!.id;
}

/** Looks a unit up; a missing id is a programmer error. */
export function unitById(state: TynesideState, id: UnitId): UnitState {
  const unit = state.units[id];
  if (!unit) throw new Error(`no unit "${id}" in this battle`);
  return unit;
}

/** A marker belongs to its group's side; a dummy, which has no group, to the hidden side (as in answer-facts). */
export function markerSide(state: TynesideState, marker: Marker): string {
  if (marker.unit) return state.units[marker.unit]!.side;
  const hidden = state.sides.find((s) => s.hidden);
  if (!hidden) throw new Error(`dummy marker "${marker.id}" on a table with no hidden side: only a hidden side places markers (T35.2)`);
  return hidden.id;
}
