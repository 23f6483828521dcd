import { choose, type ChooseRequest, type Choice, type DecisionRequest, type Option, type Procedure, type SideId } from '../../src/engine/requests.js';
import type { UnitId } from './state.js';
import type { Cover } from './tables/to-hit.js';

/**
 * The orders a commanded unit or a PC may give itself (T14.1): hold and shoot; advance on the
 * nearest enemy or move on its objective, at full or half speed (T15.4, T17); advance a full move
 * on another enemy group on the table (`advance-on`, T14.1: the player moves commanded troops as
 * he wishes); take cover; charge (T31.3); withdraw away from the enemy; and, for every unit still
 * to be given orders at once, hold (or, an order's `units` covering them all, a move each can make).
 */
export const ORDERS = ['hold', 'advance-half', 'advance', 'advance-on', 'objective-half', 'objective', 'cover', 'charge', 'withdraw', 'hold-all'] as const;
export type Order = (typeof ORDERS)[number];

/**
 * Every choice a Tyneside side makes, by kind: what each option means, typed. The policies read
 * these meanings, never an option's id or label; the UI's advice and the narration read them too.
 */
export interface TynesideDecisions {
  /** T8.2: a PC declares, before rolling, whether he will load or fire (−1 command die). Units: the PC. */
  declare: { readonly fire: boolean };
  /**
   * T11–T12: what the chain's pool buys next: a relay (who adds his dice), a whole group, every
   * relay or every group in reach at once, every group in reach but one (the pool paying for no
   * more), every relay and then (once they have rolled, no further relay in reach and the pool
   * paying for them all) every group, or nothing more (unspent points are lost, T10.4). Units:
   * the PC. `units`: those bought (the relays, for relays-then-groups); `cost`: their price in points.
   */
  spend: { readonly spend: 'relay' | 'group' | 'all-relays' | 'all-groups' | 'all-groups-but-one' | 'relays-then-groups' | 'stop'; readonly units: readonly UnitId[]; readonly cost: number; readonly pool: number };
  /**
   * T14.1: a commanded unit's or PC's order. Units: the unit ordered. `units`: those the order
   * covers: the unit alone, or every unit still to be given orders at once (hold-all, or a move
   * on their nearest enemies or towards their objectives). `target`: the enemy group an `advance-on` moves on.
   */
  order: { readonly order: Order; readonly units: readonly UnitId[]; readonly target?: UnitId };
  /**
   * T16.2: a commanded unit's target, or holding its fire (`target` null): how many shots, at what
   * distance and cover, and the hits they score on average (T20.1). Units: the shooting unit.
   */
  target: { readonly target: UnitId | null; readonly shots: number; readonly distance: number | null; readonly cover: Cover | null; readonly expectedHits: number };
  /**
   * T6.3: whether a group of 3 or fewer merges, and into which group (`into` null: it
   * carries on). `size`: the living figures of the group it joins, or its own when it carries on. Units: the small group.
   */
  merge: { readonly into: UnitId | null; readonly size: number };
  /** T33.3: whether a melee's winner follows up 5 cm. Units: the winner, then the group it beat. */
  'follow-up': { readonly follow: boolean };
}

export type TynesideDecisionKind = keyof TynesideDecisions;

/** A Tyneside choose request, its options' meanings typed by its decision's kind. */
export type TynesideRequest = DecisionRequest<TynesideDecisions>;

/** A Tyneside request of one decision kind, its options' meanings typed. */
export type TynesideRequestOf<K extends TynesideDecisionKind> = Extract<TynesideRequest, { decision: { kind: K } }>;

/** An option of a decision of kind `K`: its meaning is checked where it is built. */
export type TynesideOption<K extends TynesideDecisionKind> = Option<TynesideDecisions[K]> & { readonly meaning: TynesideDecisions[K] };

const KINDS: readonly TynesideDecisionKind[] = ['declare', 'spend', 'order', 'target', 'merge', 'follow-up'];

/** Asks a side a Tyneside decision: its kind and units go with the request, each option with its typed meaning. */
export function decide<K extends TynesideDecisionKind>(side: SideId, kind: K, units: readonly UnitId[], options: readonly TynesideOption<K>[], purpose: string): Procedure<Choice> {
  return choose(side, options, purpose, { kind, units });
}

/** The request as a typed Tyneside decision; a request without one is a programmer error in a procedure. */
export function tynesideDecision(request: ChooseRequest): TynesideRequest {
  const kind = request.decision?.kind;
  if (!kind || !(KINDS as readonly string[]).includes(kind)) throw new Error(`choose "${request.purpose}" carries no Tyneside decision: offer it with decide()`);
  if (request.options.some((o) => o.meaning === undefined)) throw new Error(`choose "${request.purpose}" has an option without a meaning: give every option its meaning`);
  return request as TynesideRequest;
}
