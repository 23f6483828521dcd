import type { Interview } from '../../../src/engine/questions.js';
import { living, type FigureState, type TynesideState, type UnitState } from '../state.js';
import { howMany, NONE, pickOne, pickSome, withNone, yesNo } from '../../../src/engine/ask.js';
import { ATTACH_CM, commandDistanceText } from './measures.js';
import { figuresOf, list, onePerRow, onTable, unitOptions } from './words.js';
import { placedWith } from './attached.js';
import { moved, NO_MEMORY, type TableMemory } from './table-memory.js';

/**
 * The group each leader was last said to be with, for the leaders that cannot have changed
 * since: one attached to a group stays with it while they move together (A-63: the move names
 * him with it) and neither moves apart; one standing alone stays alone while he stays put and no
 * group of his side moves (or is revealed or merged into). A group coming within 5 cm of an
 * attached leader's own is not looked for: he stays within 5 cm of his.
 */
function heldAttachments(leaders: readonly UnitState[], groups: readonly UnitState[], memory: TableMemory): Map<string, string | null> {
  const held = new Map<string, string | null>();
  for (const leader of leaders) {
    const last = memory.last('attached-to', (f) => f.leaders.includes(leader.id));
    if (!last) continue;
    const group = (last.answer as readonly { leader: string; group: string | null }[]).find((a) => a.leader === leader.id)?.group ?? null;
    const stays = group === null
      ? !moved(last.since, leader.id) && !last.since.some((s) => groups.some((g) => g.id === s.unit))
      : groups.some((g) => g.id === group) && last.since.every((s) => (s.unit === group ? s.with.includes(leader.id) : s.unit !== leader.id && !s.with.includes(leader.id)));
    if (stays) held.set(leader.id, group);
  }
  return held;
}

/**
 * T22.3: the group of his side each leader stands within 5 cm of (the nearest, if
 * several), or null. Asked only of the leaders who may have changed since they were last asked
 * (`memory`); the others keep their group unasked. One leader: one question; several: one
 * checklist, a row per leader, pre-ticked with the group he was last with, or at his side's first
 * command step the group he was placed with (an unticked leader stands alone).
 */
export function* attachedToInterview(state: TynesideState, all: readonly UnitState[], memory: TableMemory = NO_MEMORY): Interview<{ leader: string; group: string | null }[]> {
  const groups = all.length === 0 ? [] : onTable(state, all[0]!.side).filter((u) => u.kind === 'group');
  if (groups.length === 0) return all.map((l) => ({ leader: l.id, group: null }));
  const held = heldAttachments(all, groups, memory);
  const leaders = all.filter((l) => !held.has(l.id));
  const answer = (group: (leader: UnitState) => string | null) => all.map((l) => ({ leader: l.id, group: held.has(l.id) ? held.get(l.id)! : group(l) }));
  if (leaders.length === 0) return answer(() => null);
  // at his side's first command step (a half-turn of either side's first), the group he was placed with
  const last = (leader: UnitState) => leader.attachedTo ?? (state.halfTurn <= 2 ? placedWith(state, leader) : null);
  const likely = (leader: UnitState) => (groups.some((g) => g.id === last(leader)) ? last(leader) : null);
  if (leaders.length === 1) {
    const leader = leaders[0]!;
    const options = withNone(unitOptions(groups), `None: ${leader.name} stands alone`);
    const reply = yield* pickOne(`attached-to/${leader.id}`, 'T22.3', `Which group is ${leader.name} within ${ATTACH_CM} cm of (the nearest, if several)?`, options, likely(leader) ?? NONE);
    return answer(() => (reply === NONE ? null : reply));
  }
  const rows = leaders.map((l) => ({ id: l.id, name: l.name, choices: unitOptions(groups), likely: likely(l) }));
  const picks = yield* onePerRow(`attached-to/${leaders.map((l) => l.id).join('+')}`, 'T22.3', `For each of these leaders, tick the group he stands within ${ATTACH_CM} cm of (the nearest, if several; leave him unticked if he stands alone):`, rows);
  return answer((l) => picks.get(l.id) ?? null);
}

/**
 * How a question names the command figures of a chain: a group whose living figures are all
 * in it by its name ("any figure of uThulwana", as T6.3 asks), every other figure by its own.
 * The parts also make the question's key, so the same chain asks the same question.
 */
function chainNames(state: TynesideState, chain: readonly FigureState[]): { names: string[]; ids: string[] } {
  const names: string[] = [];
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const f of chain) {
    const unit = state.units[f.unit]!;
    const whole = unit.kind === 'group' && living(state, unit).every((m) => chain.includes(m));
    if (whole && seen.has(unit.id)) continue;
    seen.add(unit.id);
    names.push(whole ? `any figure of ${unit.name}` : f.name);
    ids.push(whole ? unit.id : f.id);
  }
  return { names, ids };
}

type Reach = { unit: string; beyond: readonly string[] };

/**
 * The figures of each unit beyond command distance of the same command figures when last asked,
 * for the units that cannot have changed since: neither the unit nor a command figure's unit has
 * moved (T9's distance and enclosed terrain are where they were). The fallen are left out.
 */
function heldReach(state: TynesideState, commanders: readonly string[], units: readonly UnitState[], memory: TableMemory): Map<string, readonly string[]> {
  const held = new Map<string, readonly string[]>();
  const same = (ids: readonly string[]) => ids.length === commanders.length && ids.every((id, i) => id === commanders[i]);
  for (const unit of units) {
    const last = memory.last('command-reach', (f) => same(f.commanders) && f.units.includes(unit.id));
    if (!last || moved(last.since, unit.id) || commanders.some((c) => moved(last.since, state.figures[c]!.unit))) continue;
    const beyond = (last.answer as readonly Reach[]).find((a) => a.unit === unit.id)!.beyond;
    held.set(unit.id, beyond.filter((id) => state.figures[id]!.alive));
  }
  return held;
}

/**
 * T12.5, T6.3, T10: each unit's living figures beyond command distance of every listed
 * command figure (T9, A-11); none when all are in reach. Asked only of the units that may have
 * changed since last asked (`memory`). One unit: "is every figure within …?"; several: one
 * checklist of the units all in reach, all pre-ticked. Figures are alike to the rules here, so
 * for a unit some of whose figures are beyond, the player says how many, and they are the
 * unit's last living ones.
 */
export function* commandReachInterview(state: TynesideState, commanders: readonly string[], all: readonly UnitState[], memory: TableMemory = NO_MEMORY): Interview<Reach[]> {
  const held = heldReach(state, commanders, all, memory);
  const asked = yield* askReach(state, commanders, all.filter((u) => !held.has(u.id)));
  return all.map((u) => (held.has(u.id) ? { unit: u.id, beyond: held.get(u.id)! } : asked.find((a) => a.unit === u.id)!));
}

/** The questions of `commandReachInterview` about the units it asks. */
function* askReach(state: TynesideState, commanders: readonly string[], units: readonly UnitState[]): Interview<Reach[]> {
  const chain = commanders.map((id) => state.figures[id]!).filter((f) => f.alive);
  const everyone = (u: UnitState) => living(state, u).map((f) => f.id);
  if (units.length === 0) return [];
  if (chain.length === 0) return units.map((u) => ({ unit: u.id, beyond: everyone(u) }));
  const { names, ids } = chainNames(state, chain);
  const distance = `${commandDistanceText(state)} of ${list(names, 'or')}`;
  const key = `command-reach/${units.map((u) => u.id).join('+')}/${ids.join('+')}`;
  const inReach = units.length === 1
    ? ((yield* yesNo(key, 'T12.5', `Is ${figuresOf(units[0]!, 'every')} within ${distance}?`, true)) ? [units[0]!.id] : [])
    : yield* pickSome(key, 'T12.5', `Which of these units have every figure within ${distance}?`, unitOptions(units), units.map((u) => u.id));
  const answers: Reach[] = [];
  for (const unit of units) {
    const figures = living(state, unit);
    if (inReach.includes(unit.id)) answers.push({ unit: unit.id, beyond: [] });
    else if (figures.length === 1) answers.push({ unit: unit.id, beyond: everyone(unit) });
    else {
      const text = `How many figures of ${unit.name} are beyond ${units.length === 1 ? 'that distance' : distance}?`;
      const beyond = yield* howMany(units.length === 1 ? `${key}/beyond` : `${key}/${unit.id}/beyond`, 'T12.5', text, { min: 1, max: figures.length, likely: figures.length });
      answers.push({ unit: unit.id, beyond: figures.slice(figures.length - beyond).map((f) => f.id) });
    }
  }
  return answers;
}

/** T8.2: a figure of the unit in base contact with an enemy figure. */
export function* inContactInterview(unit: UnitState): Interview<boolean> {
  return yield* yesNo(`in-contact/${unit.id}`, 'T8.2', `Is ${figuresOf(unit, 'any')} in base contact with an enemy figure?`, false);
}

/**
 * T29: the platoon's groups form one cluster, each within 5 cm of another, with an
 * officer or NCO of their side within 5 cm. Without such a leader on the table it cannot hold.
 */
export function* platoonFormedInterview(state: TynesideState, units: readonly UnitState[]): Interview<boolean> {
  const side = units[0]!.side;
  const leaders = onTable(state, side).filter((u) => u.kind === 'leader' && living(state, u).some((f) => f.role === 'officer' || f.role === 'nco'));
  if (leaders.length === 0) return false;
  const text = `Are ${list(units.map((u) => u.name), 'and')} each within ${ATTACH_CM} cm of another of them, with ${list(leaders.map((l) => l.name), 'or')} within ${ATTACH_CM} cm of them?`;
  // Likely: a platoon deployed together and moving as one stays together.
  return yield* yesNo(`platoon-formed/${units.map((u) => u.id).join('+')}`, 'T29', text, true);
}
