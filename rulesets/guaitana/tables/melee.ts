/**
 * Melee, source section "MISCHIA": "POSSIBILITA' DI COLPIRE (MISCHIA)" and its modifiers
 * (spec G12.2–G12.4).
 */
import type { ModifierRow } from './fire.js';

/** G12.3: base hit chance on 1d6 per fighting figure, "1 o 2". */
export const MELEE_BASE = 2;

/** G12.4: one modifier line and whose roll it changes. */
export interface MeleeModifierRow extends ModifierRow {
  readonly appliesTo: string;
}

/**
 * G12.4 modifiers to the hit chance, in printed order. "Moved" is this turn's Movement phase;
 * "stationary" is a unit that did not move at all (G18.43). Flanked units also fight with half
 * their figures (G12.2).
 */
// prettier-ignore
export const MELEE_MODIFIERS = {
  'veteran':             { value: +1, label: 'Veterans',                                                    appliesTo: 'a Veteran unit',          rule: 'G12.4' },
  'recruit':             { value: -1, label: 'Recruits',                                                    appliesTo: 'a Recruit unit',          rule: 'G12.4' },
  'lance-charge':        { value: +1, label: 'Cavalry with lance that moved more than half a move',         appliesTo: 'that cavalry',            rule: 'G12.4' },
  'flanked':             { value: -1, label: 'Unit contacted in the rear or on the flank',                  appliesTo: 'the unit so contacted',   rule: 'G12.4, G12.2' },
  'target-skirmish':     { value: +1, label: 'Target in Skirmish line ("a catena"), or the C-in-C',         appliesTo: 'the unit fighting it',    rule: 'G12.4, G4.7' },
  'target-square':       { value: -1, label: 'Target in Square ("in quadrato")',                            appliesTo: 'the unit fighting it',    rule: 'G12.4' },
  'target-closed':       { value: -1, label: 'Target in Closed terrain ("Chiuso", for its type)',           appliesTo: 'the unit fighting it',    rule: 'G12.4' },
  'stationary-vs-mover': { value: +1, label: 'Stationary unit against a unit that moved more than half a move', appliesTo: 'the stationary unit', rule: 'G12.4' },
  'surprised':           { value: -1, label: 'Unit that moved before being contacted by an enemy unit',     appliesTo: 'that unit',               rule: 'G12.4, G9.8' },
  'retreating':          { value: -1, label: 'Unit with Retreat orders',                                    appliesTo: 'that unit',               rule: 'G12.4' },
} as const satisfies Record<string, MeleeModifierRow>;
export type MeleeModifierId = keyof typeof MELEE_MODIFIERS;

/** G12.4 modifier ids, in printed order. */
export const MELEE_MODIFIER_IDS = Object.keys(MELEE_MODIFIERS) as MeleeModifierId[];

/** G12.2: a modified chance of 0 or less halves the figures again and hits only on this. */
export const MELEE_FLOOR_CHANCE = 1;

/** G12.2: the reasons to halve the fighting figures. Cumulative, as in fire (G18.42). */
// prettier-ignore
export const MELEE_HALVINGS = {
  'flanked':     { why: 'contacted on the flank or rear: half the figures fight',    rule: 'G12.2' },
  'chance-zero': { why: 'the modified hit chance is 0 or less: hit only on a 1',     rule: 'G12.2' },
} as const satisfies Record<string, { why: string; rule: string }>;
