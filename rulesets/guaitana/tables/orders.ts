/**
 * Orders, source section "ORDINI" (spec G8), with the movement duties of "MOVIMENTO" (G9.3).
 */

/** G8.1: "Movimento, Difesa, Attacco e Ritirata"; a unit has exactly one. */
export const ORDERS = ['move', 'defend', 'attack', 'retreat'] as const;
export type OrderKind = (typeof ORDERS)[number];

/** G8.1: each order's Italian name. */
export const ORDER_NAMES = {
  move: 'Movimento',
  defend: 'Difesa',
  attack: 'Attacco',
  retreat: 'Ritirata',
} as const satisfies Record<OrderKind, string>;

/** G8.4, G8.7.2: a Defend point is marked within this many cm of the unit. */
export const DEFEND_POINT_MAX_CM = 15;

/** G8.7.1: the C-in-C changes the order of a visible unit within this many cm. */
export const CINC_ORDER_RADIUS_CM = 15;

/** G9.3: what each order makes a unit do in the Movement phase. */
// prettier-ignore
export const MOVEMENT_DUTIES = {
  move:    'at least ½ and at most full Movement Capacity, exactly along the mapped line (G8.3)',
  defend:  'does not move (G8.4)',
  attack:  'full Capacity (½ if armed with firearms) by the most direct path toward the target; stops at contact (at Close range if armed with firearms); adds the Charge Bonus if that achieves contact (G8.5)',
  retreat: 'full Capacity plus Charge Bonus, in Mass, toward the visible C-in-C or else the Baggage; may detour only to stay outside visible enemies\' move + bonus or Close range (G8.6)',
} as const satisfies Record<OrderKind, string>;

/** G8.7.2: one change a unit's own commander may make "d'iniziativa". */
export interface InitiativeChange {
  /** `any`: whatever the current order. */
  readonly from: OrderKind | 'any';
  readonly to: OrderKind;
  /** `null`: always allowed. */
  readonly condition: 'sights-enemy' | null;
  readonly moraleTest: boolean;
  /** A new Defend point within `DEFEND_POINT_MAX_CM` of the current position. */
  readonly defendPoint: boolean;
}

/**
 * G8.7.2 initiative changes, printed order. Only a unit whose commander is alive may make
 * them (G8.8). Defend → Attack is against the sighted enemy unit.
 */
// prettier-ignore
export const INITIATIVE_CHANGES = [
  //  Current        May change to     Condition                Morale Test?       Extra
  { from: 'move',    to: 'defend',  condition: 'sights-enemy', moraleTest: false, defendPoint: true  },
  { from: 'defend',  to: 'attack',  condition: 'sights-enemy', moraleTest: true,  defendPoint: false },
  { from: 'retreat', to: 'defend',  condition: null,           moraleTest: true,  defendPoint: true  },
  { from: 'any',     to: 'retreat', condition: null,           moraleTest: false, defendPoint: false },
] as const satisfies readonly InitiativeChange[];

/** G8.9: one line of the order-change summary. */
export interface OrderChangeRow {
  readonly change: string;
  readonly by: string;
  readonly when: string;
  readonly test: string;
}

/** G8.9 "Summary: order changes at a glance", every row. */
// prettier-ignore
export const ORDER_CHANGE_SUMMARY = [
  { change: 'any → any',         by: 'C-in-C, to a unit within 15 cm and visible',                when: 'Orders phase',                                        test: 'none, except a Retreat unit: test, Defend only' },
  { change: 'any → any',         by: 'C-in-C by heliograph (Italian, conditions G8.7.1)',         when: 'Orders phase',                                        test: 'as above' },
  { change: 'any → any',         by: 'C-in-C by messenger',                                       when: 'takes effect in the Orders phase of the turn after delivery', test: 'as above' },
  { change: 'move → defend',     by: 'unit commander',                                            when: 'on sighting an enemy',                                test: 'none' },
  { change: 'defend → attack',   by: 'unit commander',                                            when: 'Orders phase, enemy in sight',                        test: 'Morale Test' },
  { change: 'retreat → defend',  by: 'unit commander (or after a C-in-C order)',                  when: 'Orders phase',                                        test: 'Morale Test' },
  { change: 'any → retreat',     by: 'unit commander',                                            when: 'Orders phase (recommended)',                          test: 'none' },
] as const satisfies readonly OrderChangeRow[];

/** G8.10: the triggers of a forced order change. */
export const FORCED_TRIGGERS = [
  'failed-fire-morale',
  'failed-melee-morale',
  'failed-end-of-turn-morale',
  'attack-target-eliminated',
  'impetus-six',
  'italian-enters-retreat',
] as const;
export type ForcedTrigger = (typeof FORCED_TRIGGERS)[number];

/** G8.10 "Forced (automatic) order changes", every row. */
// prettier-ignore
export const FORCED_CHANGES = {
  'failed-fire-morale':        { trigger: 'Failed Morale Test at the end of the Fire phase',                    result: 'retreat', note: null,                                              rule: 'G11.14, G13.1' },
  'failed-melee-morale':       { trigger: 'Failed Morale Test at the end of the Melee phase',                   result: 'retreat', note: null,                                              rule: 'G12.6, G13.1' },
  'failed-end-of-turn-morale': { trigger: 'Failed End-of-Turn Morale Test (lost more than ½ of its figures)',   result: 'retreat', note: 'if already in Retreat, the unit is eliminated',    rule: 'G13.1' },
  'attack-target-eliminated':  { trigger: 'The Attack target is eliminated',                                    result: 'defend',  note: null,                                              rule: 'G8.5' },
  'impetus-six':               { trigger: 'Native impetuosity/ambush roll of 6',                                result: 'attack',  note: 'with an immediate move',                           rule: 'G9.9' },
  'italian-enters-retreat':    { trigger: 'Italian unit enters Retreat',                                        result: null,      note: 'takes Mass formation automatically',               rule: 'G4.8.3' },
} as const satisfies Record<ForcedTrigger, { trigger: string; result: OrderKind | null; note: string | null; rule: string }>;
