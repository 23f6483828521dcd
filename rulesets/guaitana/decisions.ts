import { choose, type Choice, type DecisionRequest, type Procedure, type SideId } from '../../src/engine/requests.js';
import type { FireTarget } from './facts.js';
import type { UnitId } from './state.js';
import type { Formation } from './tables/troops.js';
import type { Point } from '../../src/table/shapes.js';

/** G8.3: how far a unit on a Move order goes: all of its Movement Capacity, or half (and it may fire, G9.10). */
export type Distance = 'full' | 'half';

/** G9.7(1)-(2): a change of guns (artillery on or off its mules) or horses (Italian cavalry), or none. */
export type Gear = { readonly gear: 'keep' | 'pack' | 'unpack' | 'mount' | 'dismount' };

/** G8.1: the orders a C-in-C or an ambush may give; `move` goes to a named feature (its index in the scenario's terrain). */
export type OrderMeaning =
  | { readonly order: 'defend' | 'attack' | 'retreat' }
  | { readonly order: 'move'; readonly feature: number };

/** G11.2-G11.4: a unit's fire at its nearest enemy; `cm` null where only the band was given (a real table). */
export interface Aim {
  readonly unit: UnitId;
  readonly target: UnitId;
  readonly band: FireTarget['band'];
  readonly cm: number | null;
}

/**
 * Every choice a Guaitana side makes, by kind, with what each option means: the AI reads these,
 * never an option's id or label.
 */
export interface GuaitanaDecisions {
  /** G8.8(2): the unit whose commander replaces a fallen C-in-C. */
  successor: { readonly unit: UnitId };
  /** G9.4: the C-in-C rides up to 40 cm towards one of his units, or stays (keeping his heliograph in use). */
  ride: { readonly stay: true } | { readonly to: UnitId };
  /**
   * G9.1, G9.2: the side's next activation: a unit (with its distance when picked with it, G8.3;
   * on another order, with its formation, its own or a new one for half its capacity, G9.7(3);
   * a player's C-in-C at a real table, with the unit he rides to, G9.4),
   * every unit its orders move in turn as it stands (those on a Move order at full capacity, or
   * half those in `half`), a hidden unit brought on (`cm`: from the nearest Italians, when
   * known, `near` that Italian unit and `at` where the hidden unit would stand), or none (the
   * rest stand fast).
   */
  activate:
    | { readonly unit: UnitId; readonly distance?: Distance; readonly formation?: Formation; readonly ride?: UnitId }
    | { readonly all: readonly UnitId[]; readonly half?: readonly UnitId[] }
    | { readonly reveal: UnitId; readonly cm?: number; readonly near?: UnitId; readonly at?: Point }
    | { readonly none: true };
  /** G8.3, G9.7: a unit on a Move order: its formation (its own, or a new one for half its capacity) and distance, or a change of gear first. */
  move: { readonly formation: Formation; readonly distance: Distance } | Gear;
  /** G9.7(3): a unit standing fast: its formation (its own first), or a change of gear first. */
  formation: { readonly formation: Formation } | Gear;
  /** G9.7(1)-(2): a change of guns or horses. */
  limber: Gear;
  /** G9.2: where a human's hidden unit appears (a feature's name). */
  place: { readonly feature: string };
  /** G8.7.1, G9.2: a unit's new order. */
  order: OrderMeaning;
  /** G9.9: the one hidden unit that rolls for the ambush. */
  ambusher: { readonly unit: UnitId };
  /**
   * G11.2: a side declares its fire at once: every unit still to declare fires at its nearest
   * enemy (the only legal target, G11.4), or one of them holds, and the rest are asked again.
   */
  fire: { readonly fire: readonly Aim[] } | { readonly hold: UnitId };
  /**
   * G8.7.1: the C-in-C's one action: an order in person (within 15 cm), by heliograph, by
   * messenger, or none. `unchecked`: offered to the player without the table's check of the
   * condition (within 15 cm and in sight; out of the enemy's reach), which the option's words state.
   * `kept`: none, and (a player at a real table) every unit commander of the side keeps his
   * unit's order too, so the next step (G8.7.2) is not asked. `order`: the new order picked with
   * it (a player's messenger with the Attack order at a real table), so it is not asked next.
   */
  cinc: { readonly none: true; readonly kept?: true } | { readonly how: 'direct' | 'helio' | 'send'; readonly unit: UnitId; readonly unchecked?: true; readonly order?: OrderMeaning };
  /** G8.7.2: what a unit's own commander does with its order. */
  initiative: { readonly change: InitiativeChange };
  /**
   * G8.7.2: the player's side at a real table, its unit commanders taken in the order listed
   * (`units`): the first that changes his unit's order, and how (the units below it are asked
   * again); or none, every one of them keeping his. `only`: that one change, every other
   * commander keeping his order (nothing more asked); `several`: more than one changes, each then
   * picked in turn; `halt`: every one of these units, on a Move order in sight of the enemy,
   * halts and defends (the others asked after). A side opfor plays is asked unit by unit (`initiative`).
   */
  initiatives:
    | { readonly none: true }
    | { readonly several: true }
    | { readonly halt: readonly UnitId[] }
    | { readonly unit: UnitId; readonly change: Exclude<InitiativeChange, 'keep'>; readonly only?: true };
}

/** G8.7.2: what a unit commander may do with his unit's order: keep it, or one of the table's changes. */
export type InitiativeChange = 'keep' | 'defend' | 'attack' | 'rally' | 'retreat';

export type GuaitanaDecisionKind = keyof GuaitanaDecisions;

/** A Guaitana choose request, its options' meanings typed by its decision's kind. */
export type GuaitanaRequest = DecisionRequest<GuaitanaDecisions>;

/** The rulebook tools `opfor balance` counts, as options name them. */
export type Tool = 'charge' | 'reveal' | 'messenger' | 'heliograph' | 'retreat' | 'formation' | 'gear';

/** One option of a decision of kind K, its meaning checked against the catalogue where it is built. */
export interface Offer<K extends GuaitanaDecisionKind> {
  readonly id: string;
  readonly label: string;
  readonly meaning: GuaitanaDecisions[K];
  readonly tool?: Tool;
}

/** Offers a side a decision of the catalogue; returns the choice with the picked option's meaning. */
export function* decide<K extends GuaitanaDecisionKind>(
  side: SideId,
  kind: K,
  units: readonly UnitId[],
  options: readonly Offer<K>[],
  purpose: string,
): Procedure<Choice & { readonly meaning: GuaitanaDecisions[K] }> {
  const choice = yield* choose(side, options, purpose, { kind, units });
  const picked = options.find((o) => o.id === choice.option);
  if (!picked) throw new Error(`the answer "${choice.option}" to "${purpose}" is none of the options offered`);
  return { ...choice, meaning: picked.meaning };
}
