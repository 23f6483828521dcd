import type { Choice, Option, Request } from '../../src/engine/requests.js';
import type { Policy } from '../../src/engine/ruleset.js';
import { living, type TynesideState, type UnitState } from '../../rulesets/tyneside/state.js';
import { actionsTableOf } from '../../rulesets/tyneside/procedures/actions-roll.js';
import { rangedWeapon } from '../../rulesets/tyneside/procedures/shooting-step.js';
import { WEAPONS } from '../../rulesets/tyneside/tables/weapons.js';
import { pickOrder } from './orders.js';
import { ALL_GROUPS, ALL_RELAYS } from '../../rulesets/tyneside/procedures/command-chain.js';

type ChooseRequest = Extract<Request, { kind: 'choose' }>;

const has = (request: ChooseRequest, id: string) => request.options.some((o) => o.id === id);
const pick = (option: string, rule: string, text: string): Choice => ({ option, reasons: [{ rule, text }] });

/** T8.2: command with full dice; a PC's own shot is worth less than the troops his points buy. */
function declare(): Choice {
  return pick('command', 'T8.2', 'full command dice: the troops a point buys outweigh one pistol shot');
}

/** Of the options `<prefix><unit id>`, the one whose unit has the most living figures (ties by id, for determinism). */
function largestOffered(state: TynesideState, request: ChooseRequest, prefix: string): { option: Option; size: number } | undefined {
  const sized = request.options.filter((o) => o.id.startsWith(prefix)).map((option) => ({ option, size: living(state, state.units[option.id.slice(prefix.length)]!).length }));
  return sized.sort((a, b) => b.size - a.size || a.option.id.localeCompare(b.option.id))[0];
}

/** T11–T12: relays first (each adds his dice for a point or two), then the biggest groups, then stop. */
function spendPoints(state: TynesideState, request: ChooseRequest): Choice {
  if (has(request, ALL_RELAYS)) return pick(ALL_RELAYS, 'T12', 'the pool pays for every relay in reach: each adds 2-4 dice to the pool and his command distance to the chain');
  const relay = request.options.find((o) => o.id.startsWith('relay:'));
  if (relay) return pick(relay.id, 'T12', 'a relay costs 1-2 points and adds 2-4 dice to the pool and his command distance to the chain');
  // Every group in reach is paid for: commanding them one by one, largest first, would take them all.
  if (has(request, ALL_GROUPS)) return pick(ALL_GROUPS, 'T11', 'the pool pays for every group in reach: commanded troops ignore italic results and choose their targets');
  const best = largestOffered(state, request, 'group:');
  if (best) return pick(best.option.id, 'T11', `command the largest group in reach (${best.size} figures): commanded troops ignore italic results and choose their targets`);
  return pick('stop', 'T10.4', 'nothing else is affordable and in reach');
}

/** T16.2: the nearest target offered (options come nearest first): shorter range, better odds on the D8 (T20). */
function target(request: ChooseRequest): Choice {
  const first = request.options.find((o) => o.id !== 'hold-fire')!;
  return pick(first.id, 'T20.1', `nearest target: the best to-hit numbers (${first.label})`);
}

/** T6.3: a group of 3 or fewer joins the largest similar group offered: alone it barely shoots (A-21 rounds 1 per 2 down). */
function mergeSmall(state: TynesideState, request: ChooseRequest): Choice {
  const best = largestOffered(state, request, 'merge:')!;
  return pick(best.option.id, 'T6.3', `a group of 3 or fewer fires at most 1 shot (A-21) and breaks easily; join ${best.size} similar troops`);
}

/** T33.3: melee troops follow up to keep the enemy engaged; firearm troops stay and shoot. */
function followUp(state: TynesideState, request: ChooseRequest): Choice {
  const unitName = request.options[0]!.label.replace(/ follows up 5 cm$/, '');
  const unit = Object.values(state.units).find((u) => u.name === unitName);
  const melee = unit ? actionsTableOf(state, unit) === 'melee' : false;
  return melee ? pick('follow', 'T33.3', 'melee troops follow up to finish the fight') : pick('stay', 'T33.3', 'firearm troops keep their distance and shoot');
}

/** The unit a request is about, from the first option's "<unit name>: ..." label. */
export function unitOf(state: TynesideState, request: ChooseRequest): UnitState | undefined {
  const name = request.options[0]!.label.split(':')[0];
  return Object.values(state.units).find((u) => u.name === name);
}

/** True when the unit's shooting weapon may move at full speed and still fire (T17). */
export function firesOnTheMove(state: TynesideState, unit: UnitState): boolean {
  return living(state, unit).every((f) => {
    const w = rangedWeapon(f);
    return !w || w.loading === 'magazine' || WEAPONS[w.weapon].loading === 'hand-hurled';
  });
}

/** opfor's choices for a Tyneside side it plays: every choice names its rule and reason. */
export const tynesidePolicy: Policy<TynesideState> = {
  choose(state, request) {
    if (has(request, 'command') && has(request, 'fire')) return declare();
    if (has(request, 'stop')) return spendPoints(state, request);
    if (has(request, 'hold-fire')) return target(request);
    if (has(request, 'follow')) return followUp(state, request);
    if (has(request, 'keep')) return mergeSmall(state, request);
    if (has(request, 'hold')) return pickOrder(state, request, unitOf(state, request));
    return pick(request.options[0]!.id, 'policy', 'the only sensible option');
  },
};
