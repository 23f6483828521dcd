import type { Point } from '../../src/table/shapes.js';
import type { SideId } from '../../src/engine/requests.js';
import type { Formation, Quality, TroopType } from './tables/troops.js';
import type { Band, GunId, WeaponId } from './tables/weapons.js';
import type { Contact } from './facts.js';
import type { GuaitanaFeature } from './terrain.js';

export type UnitId = string;

/** G8.1: a unit's one order, with what it needs (G8.3–G8.6). */
export type Order =
  | { readonly kind: 'move'; readonly path: readonly Point[] }
  | { readonly kind: 'defend'; readonly point: Point }
  | { readonly kind: 'attack'; readonly target: UnitId | null }
  | { readonly kind: 'retreat' };

/** G11.11: one machine gun or mountain gun of an artillery unit. */
export interface Gun {
  readonly gun: GunId;
  state: 'ok' | 'jammed' | 'broken';
}

/** What a unit did this turn (G16's per-turn flags), cleared at the end of the turn. */
export interface TurnFlags {
  /**
   * The share of its Movement Capacity the unit has used this turn, 1 being all of it (formation
   * changes, mounting and limbering included, G9.7, G9.10). A share, not centimetres: a change of
   * formation changes the capacity, and "half its capacity" is half whichever it has (G9.7(3)).
   */
  used: number;
  /** Moved at all this Movement phase (G9.8, G12.4 "stationary"). */
  moved: boolean;
  /** Contacted by an enemy after moving this phase (G9.8). */
  surprised: boolean;
  /** In contact with an enemy after movement: may not move again this phase (G9.8). */
  contacted: boolean;
  fired: boolean;
  firedOn: boolean;
  fought: boolean;
}

/** One unit: a company, a mass, a squadron, a battery, the baggage, a C-in-C or a messenger. */
export interface UnitState {
  readonly id: UnitId;
  readonly name: string;
  readonly side: SideId;
  readonly type: TroopType;
  readonly quality: Quality;
  /** The weapon it fires (G4.10); null for units with no missile weapon. */
  readonly weapon: WeaponId | null;
  /** Lances for melee and Attack movement (G8.5, G12.4). */
  readonly lance: boolean;
  /** G9.4: Bersaglieri and Ascari move 5 cm further. */
  readonly fast: boolean;
  /** G4.8(2): a native band in Italian service (native movement, no forced fire, no impetuosity). */
  readonly irregular: boolean;
  /** G4.1, G4.5: it has an ammunition mule, so a reserve of shots (G11.10). */
  readonly mule: boolean;
  /** G4.5: artillery pieces, each jamming on its own. */
  readonly guns: Gun[];
  /** G4.7: an Italian C-in-C with a heliograph. */
  readonly heliograph: boolean;
  /** Figures left, and at the start of the game (G13.3 "original figures"). */
  figures: number;
  readonly original: number;
  /** The unit's commander figure is alive (G8.8, G11.9). */
  commander: boolean;
  formation: Formation;
  /** Degrees, 0 = north, 90 = east. */
  facing: number;
  /** The centre of the unit on the virtual table; null while hidden or once gone. */
  pos: Point | null;
  order: Order;
  /** G6: a hidden native unit not yet on the table. */
  hidden: boolean;
  /** G9.7: Italian cavalry on foot. */
  dismounted: boolean;
  /** G9.7(1): dismounted and still beside its horses (it may remount); false once it moves on foot. */
  withHorses: boolean;
  /** G4.5: artillery loaded on its mules. */
  packed: boolean;
  /** G11.10: shots fired from the basic supply and from the mule's reserve. */
  shots: number;
  reserveShots: number;
  eliminated: boolean;
  turn: TurnFlags;
  /** G10.2: fired in the last Fire phase, so seen at any distance in this Observation. */
  firedLastTurn: boolean;
  /**
   * G11.4, G11.8, books only: the target, band and cover of the unit's last fire (its first
   * target, a square's nearest). A real table offers them again the next turn: where nothing has
   * moved, the nearest enemy, its band and its cover are what they were.
   */
  lastTarget: { readonly unit: UnitId; readonly band: Band; readonly cover: boolean } | null;
  /** G8.7.1 heliograph: what the unit (or the C-in-C) did last turn. */
  movedLastTurn: boolean;
  /** Fired on in the last Fire phase: the Italians take to skirmish line (G11.8). */
  firedOnLastTurn: boolean;
  foughtLastTurn: boolean;
  /**
   * G8.3, books only: the least its Move line can still run ahead, in cm: the line's length from
   * where the unit was deployed, less every allowance it has moved along it (terrain only slows
   * it). Null when that is not known (an order given in play). It spares a real table the
   * "end of the line?" question while the unit cannot be there yet.
   */
  lineAhead: number | null;
  /**
   * Books only, at a real table (absent elsewhere): where the books last put the unit themselves,
   * and the Move line it had then: its deployment, or the middle of the hiding place it appeared
   * in (G9.2, G18.44); null for a unit never placed (hidden, a messenger). There `pos` follows
   * the moves told (the books carry them out), but the player makes them: a real table's bounds
   * (interview/told.ts) count every move told from here, never from `pos`, so no move counts twice.
   */
  placed?: { readonly at: Point; readonly line: readonly Point[] } | null;
  /**
   * Books only: the Italian unit nearest the place a hidden unit appeared in, and how far, as the
   * player measured it; until the unit moves, the distance a real table is offered to reach it
   * (`reach`: measured as its approach, ground costs counted, which is then not asked).
   */
  appearedNear?: { readonly unit: UnitId; readonly distance: number; readonly reach?: true };
  /** G18.13: a Defend order with a point elsewhere; the unit moves there in its next Movement phase. */
  goingToPoint: boolean;
  /** G9.7: an unpacking or packing started this Movement phase. */
  packing: boolean;
  /** G5.2(1): it stands in a building group, so counts as deployed in Mass (and takes no other formation there). */
  inBuildings: boolean;
}

/** G8.7.1: a messenger's errand, dispatched by the C-in-C. */
export interface Errand {
  readonly messenger: UnitId;
  readonly to: UnitId;
  readonly order: Order;
  /** The turn it reached the unit; the order takes effect in the next turn's Orders phase. */
  deliveredTurn: number | null;
}

/** A side as the battle knows it. */
export interface SideState {
  readonly id: SideId;
  readonly name: string;
  readonly player: 'human' | 'opfor';
  /**
   * A human plays the side at a real table, where each choice is a screen: it is offered a few
   * choices more that save screens (units sent on together by what they saw, G9.1). Absent on a
   * virtual table, whose battles it never changes.
   */
  readonly atTable?: true;
  readonly nation: 'italian' | 'native';
  readonly baseline: 'north' | 'south' | 'east' | 'west';
  /** The C-in-C unit; null while he is being replaced (G8.8). */
  cinc: UnitId | null;
  /** G8.8: the commander named to replace a fallen C-in-C, and the turn he takes over. */
  successor: { readonly unit: UnitId; readonly fromTurn: number } | null;
  errands: Errand[];
  /** Messengers riding back to the C-in-C after a delivery, to be sent again (G18.21). */
  away: UnitId[];
  baggageLost: boolean;
}

/** G6: a named feature hidden units may appear in or behind, and whether the Italians spoiled it. */
export interface HidingPlace {
  readonly feature: string;
  /** Crossed or observed by an Italian unit at any time (G6.4). */
  compromised: boolean;
  /** Closed ground an Italian unit has seen into from within 60 cm: it no longer hides horsemen (G6.4, G10.2). */
  horseSpoiled: boolean;
}

/** Everything a Guaitana battle keeps. */
export interface GuaitanaState {
  readonly sides: readonly SideState[];
  readonly units: Record<UnitId, UnitState>;
  readonly terrain: readonly GuaitanaFeature[];
  readonly table: { readonly width: number; readonly depth: number };
  readonly hiding: HidingPlace[];
  turn: number;
  readonly turnLimit: number;
  readonly victory: { readonly atTurnLimit: string; readonly breakAt: number; readonly text?: string };
  /** G10: what each unit sees, from this turn's Observation phase. */
  sight: Record<UnitId, UnitId[]>;
  /** G9.8, G12.1: the contacts made and not broken off, fought in melee though the rectangles shrink apart (procedures/engaged.ts). */
  engaged: Contact[];
  /** The side that has lost, once one has (scenario victory conditions, G17). */
  loser: SideId | 'both' | null;
}

/** Where the unit stands and the Move line it has now, as the books place it (`UnitState.placed`); null without a place. */
export function placeAsItStands(unit: UnitState): NonNullable<UnitState['placed']> | null {
  return unit.pos === null ? null : { at: unit.pos, line: unit.order.kind === 'move' ? unit.order.path : [] };
}

/** The units of a side still in the battle (on the table or hidden). */
export function unitsOf(state: GuaitanaState, side: SideId): UnitState[] {
  return Object.values(state.units).filter((u) => u.side === side && !u.eliminated);
}

/** The units of a side on the table. */
export function onTable(state: GuaitanaState, side: SideId): UnitState[] {
  return unitsOf(state, side).filter((u) => !u.hidden);
}

/** G9.1, G11.2: the sides in the order they move and declare fire, Italians first. */
export function italiansFirst(state: GuaitanaState): SideState[] {
  return [...state.sides].sort((a, b) => Number(b.nation === 'italian') - Number(a.nation === 'italian'));
}

/** The other side. */
export function enemyOf(state: GuaitanaState, side: SideId): SideId {
  return state.sides.find((s) => s.id !== side)!.id;
}

export function sideOf(state: GuaitanaState, side: SideId): SideState {
  return state.sides.find((s) => s.id === side)!;
}

/** Looks a unit up; a missing id is a programmer error. */
export function unitById(state: GuaitanaState, id: UnitId): UnitState {
  const unit = state.units[id];
  if (!unit) throw new Error(`no unit "${id}" in this battle`);
  return unit;
}

/** Combat units: not the C-in-C, messengers (G13.3 "friendly unit", G18.40). */
export function isCombatUnit(unit: UnitState): boolean {
  return unit.type !== 'cinc' && unit.type !== 'messenger';
}

/** The nation a unit fights as: Italian, or native (irregular bands count as natives, G4.8(2)). */
export function nationOf(state: GuaitanaState, unit: UnitState): 'italian' | 'native' {
  return unit.irregular ? 'native' : sideOf(state, unit.side).nation;
}

/** Fresh per-turn flags. */
export function freshTurn(): TurnFlags {
  return { used: 0, moved: false, surprised: false, contacted: false, fired: false, firedOn: false, fought: false };
}
