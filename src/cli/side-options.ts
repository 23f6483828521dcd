import { InvalidArgumentError } from 'commander';
import type { Commander } from '../engine/answering.js';
import type { SideId } from '../engine/requests.js';
import { POLICY_NAMES, TEMPERAMENTS, type PolicyName, type Temperament } from '../engine/ruleset.js';
import { UserError } from './io.js';

/** `SIDE=VALUE` pairs given with a repeatable option, by side. */
export type SidePairs<V extends string> = Readonly<Record<SideId, V>>;

/**
 * Commander's argument parser for a repeatable `--option SIDE=VALUE`: checks the value is one
 * of `choices` and that no side is named twice, and collects the pairs. Which sides exist is
 * checked once the scenario is read (`commandersFor`).
 */
export function sidePairParser<V extends string>(choices: readonly V[]): (text: string, previous: SidePairs<V> | undefined) => SidePairs<V> {
  return (text, previous = {}) => {
    const match = /^([^=\s]+)=([^=\s]+)$/.exec(text.trim());
    if (!match) throw new InvalidArgumentError(`expected SIDE=VALUE, such as zulus=${choices[0]}`);
    const [, side, value] = match as unknown as [string, string, string];
    if (!choices.includes(value as V)) throw new InvalidArgumentError(`expected one of ${choices.join(', ')} after "${side}=", found "${value}"`);
    if (Object.hasOwn(previous, side)) throw new InvalidArgumentError(`side "${side}" is named twice`);
    return { ...previous, [side]: value as V };
  };
}

/** `--policy SIDE=POLICY`, repeatable. */
export const policyPairs = sidePairParser<PolicyName>(POLICY_NAMES);
/** `--temperament SIDE=T`, repeatable. */
export const temperamentPairs = sidePairParser<Temperament>(TEMPERAMENTS);

/** The options that set up opfor's commanders, as commander hands them over. */
export interface CommanderOptions {
  readonly policy?: SidePairs<PolicyName>;
  readonly temperament?: SidePairs<Temperament>;
}

/**
 * Every side's commander: the policy and temperament given on the command line, else opfor's
 * commander with the scenario side's temperament. Throws UserError for a side the scenario
 * does not have, or one `aiSides` leaves out (a human's side at the table).
 */
export function commandersFor(sides: readonly { id: SideId; temperament: Temperament }[], options: CommanderOptions, aiSides: readonly SideId[] = sides.map((s) => s.id)): Record<SideId, Commander> {
  for (const [flag, pairs] of [['--policy', options.policy], ['--temperament', options.temperament]] as const) {
    for (const side of Object.keys(pairs ?? {})) {
      if (!sides.some((s) => s.id === side)) throw new UserError(`${flag} ${side}=…: the scenario has no side "${side}" (its sides: ${sides.map((s) => s.id).join(', ')})`);
      if (!aiSides.includes(side)) throw new UserError(`${flag} ${side}=…: ${side} is your side; opfor plays ${aiSides.join(', ')}`);
    }
  }
  return Object.fromEntries(sides.filter((s) => aiSides.includes(s.id)).map((s) => [s.id, { policy: options.policy?.[s.id] ?? 'opfor', temperament: options.temperament?.[s.id] ?? s.temperament }]));
}

/** Whether any commander option was given (a command that keeps the answering's default when none was). */
export function givesCommanders(options: CommanderOptions): boolean {
  return Object.keys(options.policy ?? {}).length + Object.keys(options.temperament ?? {}).length > 0;
}
