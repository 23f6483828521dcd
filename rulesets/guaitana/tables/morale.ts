/**
 * Morale Tests, source section "TEST DI MORALE" (spec G13).
 */
import type { ModifierRow } from './fire.js';

/** G13.2: the base success chance on 1d6, "1, 2, 3 o 4". */
export const MORALE_BASE = 4;

/** G13.3: "Se le possibilità di successo sono uguali o inferiori a zero ... comunque ... 1". */
export const MORALE_MINIMUM = 1;

/**
 * G13.3 modifiers to the success chance, in printed order. `lost-third` and `lost-half` are
 * tiers, not cumulative (G18.40): more than ⅓ up to ½ is −1, more than ½ is −2. `no-enemy`
 * needs no enemy in sight and none within 60 cm (G18.40). "Original" figures are those at the
 * start of the game.
 */
// prettier-ignore
export const MORALE_MODIFIERS = {
  'veteran':        { value: +1, label: 'Veterans',                                           rule: 'G13.3' },
  'recruit':        { value: -1, label: 'Recruits',                                           rule: 'G13.3' },
  'cinc-near':      { value: +1, label: 'Own Commander-in-Chief within 15 cm',                rule: 'G13.3' }, // original: "Comandante in Capo entro cm. 15" (no "own"; read as one's own)
  'commander-lost': { value: -1, label: "Unit's commander eliminated",                        rule: 'G13.3, G8.8' },
  'lost-third':     { value: -1, label: 'More than 1/3 of its figures eliminated',            rule: 'G13.3' },
  'lost-half':      { value: -2, label: 'More than 1/2 of its figures eliminated',            rule: 'G13.3' },
  'no-enemy':       { value: +2, label: 'No enemy in sight or within 60 cm',                  rule: 'G13.3' },
  'square':         { value: +2, label: 'Unit in Square ("in quadrato")',                     rule: 'G13.3' },
  'closed':         { value: +1, label: 'Unit in Closed terrain ("Chiuso", for its type)',    rule: 'G13.3' },
  'flanked':        { value: -1, label: 'Contacted by an enemy on the flank or rear',         rule: 'G13.3' },
  'no-ammo':        { value: -1, label: 'Out of ammunition (except Javelin-armed units)',     rule: 'G13.3, G11.10' },
  'friend-near':    { value: +1, label: 'A friendly unit not in Retreat within 15 cm',        rule: 'G13.3' },
  'retreating':     { value: -2, label: 'Unit with Retreat orders',                           rule: 'G13.3' },
  'baggage-lost':   { value: -2, label: 'Own Baggage destroyed',                              rule: 'G13.3' },
} as const satisfies Record<string, ModifierRow>;
export type MoraleModifierId = keyof typeof MORALE_MODIFIERS;

/** G13.3 modifier ids, in printed order. */
export const MORALE_MODIFIER_IDS = Object.keys(MORALE_MODIFIERS) as MoraleModifierId[];

/** G13.1: when tests are taken, what passing or failing does. */
export interface MoraleTriggerRow {
  readonly phase: 'orders' | 'fire' | 'melee' | 'end-of-turn';
  readonly who: string;
  readonly mandatory: boolean;
  /** The order a pass gives; `null`: nothing changes. */
  readonly onPass: 'defend' | 'attack' | null;
  /** The order a failure gives; `null`: it stays as it was. */
  readonly onFail: 'retreat' | null;
  /** A failure by a unit already in Retreat eliminates it. */
  readonly failInRetreatEliminates: boolean;
}

/**
 * G13.1, the five occasions, numbered as the spec numbers them. Failing test 3 or 4 while
 * already in Retreat has no further effect (G18.41).
 */
// prettier-ignore
export const MORALE_TRIGGERS = [
  { phase: 'orders',      who: 'units with Retreat orders that still have their commander, or that receive an order from the C-in-C', mandatory: false, onPass: 'defend', onFail: null,      failInRetreatEliminates: false },
  { phase: 'orders',      who: 'units with Defend orders that see an enemy unit',                                                    mandatory: false, onPass: 'attack', onFail: null,      failInRetreatEliminates: false },
  { phase: 'fire',        who: 'all units that were fired on',                                                                       mandatory: true,  onPass: null,     onFail: 'retreat', failInRetreatEliminates: false },
  { phase: 'melee',       who: 'all units that fought in melee',                                                                     mandatory: true,  onPass: null,     onFail: 'retreat', failInRetreatEliminates: false },
  { phase: 'end-of-turn', who: 'all units that have lost more than half of their original figures',                                  mandatory: true,  onPass: null,     onFail: 'retreat', failInRetreatEliminates: true  },
] as const satisfies readonly MoraleTriggerRow[];
