import { pickSome, yesNo } from '../../../src/engine/ask.js';
import type { Interview } from '../../../src/engine/questions.js';
import type { Contact, HidingWatch, Surroundings, UnitSurroundings } from '../facts.js';
import { segmentTouchesShape } from '../../../src/table/segments.js';
import { enemyOf, onTable, type GuaitanaState, type UnitState } from '../state.js';
import { enemyOptions, unitOptions } from './words.js';
import { touchable } from './touchable.js';
import { beyondPlaces, placedOf } from './told.js';
import type { LogEntry } from '../../../src/engine/event-log.js';
import type { QuestionOption } from '../../../src/engine/questions.js';

/** Formations that have a flank and a rear (G18.42). */
const flankable = (u: UnitState) => ['line', 'skirmish', 'column'].includes(u.formation) && u.type !== 'cinc' && u.type !== 'baggage';

/** The units that may be touching an enemy: contacted this turn, or locked in last turn's melee (G9.8, G12.1). */
function mayTouch(state: GuaitanaState, side: string): UnitState[] {
  return onTable(state, side).filter((u) => u.turn.contacted || u.foughtLastTurn);
}

/**
 * G9.8: the enemy units a unit touches after its move; the one it charged is the likely reply.
 * Only those it may touch as far as the books know are offered (touchable.ts); none, nothing asked.
 */
export function* inContactInterview(state: GuaitanaState, unit: UnitState, aimedAt: string | null, history: readonly LogEntry[] | null = null): Interview<readonly string[]> {
  const options = touchOptions(state, unit, aimedAt, history);
  // no enemy it can be touching (all hidden, gone or far off): it touches nobody
  if (options.length === 0) return [];
  return yield* pickSome(`in-contact/${unit.id}`, 'G9.8', `Which enemy units is ${unit.name} touching now?`, options, aimedAt && options.some((o) => o.id === aimedAt) ? [aimedAt] : []);
}

/** The enemies a mover may touch as options (touchable.ts), the one it charged always among them. */
function touchOptions(state: GuaitanaState, unit: UnitState, aimedAt: string | null, history: readonly LogEntry[] | null): QuestionOption[] {
  const may = new Set(touchable(state, unit, history).map((u) => u.id));
  return enemyOptions(state, unit).filter((o) => may.has(o.id) || o.id === aimedAt);
}

/** Whether the unit still stands on the table. */
function standing(state: GuaitanaState, id: string): boolean {
  const u = state.units[id];
  return !!u && !u.eliminated && !u.hidden && u.pos !== null;
}

/** The reply ids of the after-move checklist's last lines: near a hiding place, at the end of its line. */
export const NEAR_HIDING = '@hiding', LINE_END = '@line-end';

/**
 * G9.8, G9.2, G8.3: after a move, one checklist: the enemy units it touches (the one it charged
 * ticked); with `watch`, whether it is now within the hidden natives' reach of one of the hiding
 * places they watch, unless the books show it cannot be (no, then); along a Move line, whether the line has ended, unless the books show it runs
 * on (ticked once its moves add up to the line). Only the enemies it may touch as far as the books
 * know are offered (touchable.ts). Nothing to ask, nothing asked.
 */
export function* afterMoveInterview(state: GuaitanaState, unit: UnitState, aimedAt: string | null, watch: HidingWatch | null, line: boolean, history: readonly LogEntry[] | null = null): Interview<{ touched: readonly string[]; near: boolean | null; lineLeft: number | null }> {
  const runsOn = unit.lineAhead !== null && unit.lineAhead > 0.5;
  // the watched places the books do not show still beyond its reach (told.ts); none, it is not asked whether it came near
  const places = watch === null ? [] : watch.places.filter((p) => history === null || !beyondPlaces(state, history, unit, [p], watch.reach));
  const nearAsked = places.length > 0;
  // the lines about the unit itself first: a long list of enemies scrolls
  const options = [
    ...(line && !runsOn ? [{ id: LINE_END, label: 'it has reached the end of its line on the map' }] : []),
    ...(watch && nearAsked ? [{ id: NEAR_HIDING, label: `it is within ${watch.reach} cm of a hiding place (${places.join(', ')})` }] : []),
    ...touchOptions(state, unit, aimedAt, history).map((o) => ({ ...o, label: `it touches ${o.label}` })),
  ];
  const likely = [...(aimedAt && options.some((o) => o.id === aimedAt) ? [aimedAt] : []), ...(line && !runsOn && unit.lineAhead !== null ? [LINE_END] : [])];
  // keyed by turn: last turn's contacts and line are no default for this one
  const picked = options.length === 0 ? [] : yield* pickSome(`after-move/${unit.id}/t${state.turn}`, 'G9.8', `${unit.name} has moved: which of these are true now?`, options, likely);
  const lineLeft = !line ? null : runsOn ? unit.lineAhead : picked.includes(LINE_END) ? 0 : 1;
  return { touched: picked.filter((id) => id !== NEAR_HIDING && id !== LINE_END), near: watch ? nearAsked && picked.includes(NEAR_HIDING) : null, lineLeft };
}

/**
 * G12.1: every melee on the table. The books hold every contact made (each move asks whom the
 * unit touches, G9.8) and not broken off, so they are not asked again; only a baggage train,
 * which an enemy may go through rather than stop at (G9.8(2)), is asked whom it touches. Flanks
 * are asked with the melee's ground (`melee-ground`).
 */
export function* contactsInterview(state: GuaitanaState): Interview<readonly Contact[]> {
  const [first, second] = state.sides;
  const contacts: Contact[] = state.engaged.filter((c) => standing(state, c.a) && standing(state, c.b)).map((c) => ({ ...c }));
  for (const side of [first!, second!]) {
    const enemies = mayTouch(state, enemyOf(state, side.id));
    for (const train of mayTouch(state, side.id).filter((u) => u.type === 'baggage' && enemies.length > 0)) {
      const touching = yield* pickSome(`contacts/${train.id}`, 'G12.1', `Which enemy units is ${train.name} touching?`, unitOptions(enemies), enemies.filter((e) => e.turn.contacted).map((e) => e.id));
      for (const id of touching) contacts.push(side === first ? { a: train.id, b: id, aFlanked: false, bFlanked: false } : { a: id, b: train.id, aFlanked: false, bFlanked: false });
    }
  }
  return contacts;
}

/**
 * G5.2(1): whether the unit now stands in one of the scenario's building groups; its last answer
 * is offered. A unit on the Move line it was deployed with walks that line (the books keep how
 * much of it is left): where no part of the line touches a building group, it is in none, and
 * nothing is asked.
 */
export function* inBuildingsInterview(state: GuaitanaState, unit: UnitState): Interview<boolean> {
  const buildings = state.terrain.filter((f) => f.type === 'buildings');
  const placed = placedOf(unit);
  if (!unit.inBuildings && unit.order.kind === 'move' && unit.lineAhead !== null && placed !== null) {
    // the whole line from where it was deployed: the books walk it as told, the player may be behind them
    const line = [placed.at, ...placed.line];
    if (!buildings.some((f) => line.slice(1).some((p, i) => segmentTouchesShape(f.shape, line[i]!, p)))) return false;
  }
  const names = state.terrain.filter((f) => f.type === 'buildings').map((f) => f.name).join(', ');
  return yield* yesNo(`in-buildings/${unit.id}`, 'G5.2(1)', `Is ${unit.name} now inside a building group (${names})? There it counts as Mass.`, unit.inBuildings);
}

/** G5.1 for the units' type, in a sentence. */
const CLOSED = 'Closed ground for its type (woods, buildings; rocks for native infantry; a wadi for infantry)';

/** The line ids of the melee-ground checklist: a unit in Closed ground, a unit touched on its flank or rear. */
const CLOSED_LINE = 'closed:', FLANK_LINE = 'flank:';

/**
 * G5.1, G12.2, G12.4: the ground of the units in melee, one checklist for all of them: which
 * stand in Closed ground, which (having a flank) are touched on their flank or rear, last
 * melee's flanks offered.
 */
export function* meleeGroundInterview(state: GuaitanaState, units: readonly UnitState[]): Interview<{ closed: readonly string[]; flanked: readonly string[] }> {
  if (units.length === 0) return { closed: [], flanked: [] };
  const wasFlanked = (u: UnitState) => state.engaged.some((c) => (c.a === u.id && c.aFlanked) || (c.b === u.id && c.bFlanked));
  const options = [
    ...units.map((u) => ({ id: `${CLOSED_LINE}${u.id}`, label: `${u.name} stands in ${CLOSED}` })),
    ...units.filter(flankable).map((u) => ({ id: `${FLANK_LINE}${u.id}`, label: `${u.name} is touched by an enemy on its flank or rear` })),
  ];
  const picked = yield* pickSome('melee-ground', 'G12.4', 'In the melees, which of these are true?', options, units.filter((u) => flankable(u) && wasFlanked(u)).map((u) => `${FLANK_LINE}${u.id}`));
  const of = (prefix: string) => picked.filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length));
  return { closed: of(CLOSED_LINE), flanked: of(FLANK_LINE) };
}

/** A G13.3 condition still to be asked of some units: as a checklist of them, or a line in each one's checklist. */
interface Condition {
  readonly id: keyof Surroundings;
  /** The checklist's key and question, asked of all its units. */
  readonly key: string;
  readonly text: string;
  /** Its line in one unit's checklist. */
  readonly line: string;
  readonly units: readonly UnitState[];
  readonly likely: boolean;
}

/** An enemy in sight at Observation, or one it fought or touched, already answers "an enemy near" (G13.3). */
const engaged = (state: GuaitanaState, u: UnitState) => (state.sight[u.id] ?? []).length > 0 || u.turn.fought || u.turn.contacted;

/** The G13.3 conditions the books cannot answer of the units, each with the units it is asked of. */
function conditions(state: GuaitanaState, units: readonly UnitState[], known: Readonly<Record<string, Partial<Surroundings>>>): Condition[] {
  const open = (u: UnitState, id: keyof Surroundings) => known[u.id]?.[id] === undefined;
  const found: Condition[] = [];
  for (const side of state.sides) {
    const cinc = side.cinc === null ? null : state.units[side.cinc]!;
    if (!cinc) continue;
    found.push({ id: 'cincNear', key: `cinc-near/${side.id}`, text: `Which of these units have ${cinc.name} within 15 cm?`, line: `${cinc.name} is within 15 cm`, likely: false,
      units: units.filter((u) => u.side === side.id && u.id !== cinc.id && open(u, 'cincNear')) });
  }
  found.push(
    { id: 'friendNear', key: 'friend-near', text: 'Which of these units have a friendly unit that is not in Retreat within 15 cm?', line: 'a friendly unit that is not in Retreat is within 15 cm', likely: false,
      units: units.filter((u) => open(u, 'friendNear')) },
    { id: 'enemyNear', key: 'enemy-60', text: 'Which of these units have an enemy unit within 60 cm?', line: 'an enemy unit is within 60 cm', likely: true,
      units: units.filter((u) => !engaged(state, u) && onTable(state, enemyOf(state, u.side)).length > 0 && open(u, 'enemyNear')) },
    { id: 'inClosed', key: 'in-closed', text: `Which of these units stand in ${CLOSED.replace('its type', 'their type')}?`, line: `it stands in ${CLOSED}`, likely: false,
      units: units.filter((u) => open(u, 'inClosed')) },
    { id: 'flanked', key: 'flanked', text: 'Which of these units have an enemy touching their flank or rear?', line: 'an enemy touches its flank or rear', likely: false,
      units: units.filter((u) => flankable(u) && u.turn.contacted && open(u, 'flanked')) },
  );
  return found.filter((c) => c.units.length > 0);
}

/** Between a unit's id and a condition's in a line of a checklist of several units. */
const UNIT_LINE = '|';

/** The most lines a checklist of several units' surroundings holds: a longer list is read less well than two screens. */
const MOST_LINES = 12;

/** Units in order, grouped into checklists of at most MOST_LINES lines, each unit's lines together. */
function unitGroups(units: readonly UnitState[], lines: (u: UnitState) => number): UnitState[][] {
  const groups: UnitState[][] = [];
  let count = 0;
  for (const u of units) {
    const last = groups.at(-1);
    if (last && count + lines(u) <= MOST_LINES) {
      last.push(u);
      count += lines(u);
    } else {
      groups.push([u]);
      count = lines(u);
    }
  }
  return groups;
}

/**
 * G11.14, G12.6, G13.3: what is around each unit testing morale, as the tests begin. What the
 * books know is not asked (`known`; an enemy seen, fought or touched is "an enemy near"; a flank
 * only of a unit in contact; a C-in-C only of his own side's units). The rest is asked in as
 * few screens as it takes: one checklist per condition for all the units, or checklists of the
 * units' conditions, each unit's lines together and as many units to a checklist as fit in a
 * dozen lines.
 */
export function* surroundingsOfInterview(state: GuaitanaState, units: readonly UnitState[], known: Readonly<Record<string, Partial<Surroundings>>> = {}): Interview<UnitSurroundings[]> {
  const asked = conditions(state, units, known);
  const holds = new Map<string, Set<string>>(); // unit → the conditions that hold of it
  const mark = (unit: string, id: string) => holds.set(unit, (holds.get(unit) ?? new Set()).add(id));
  const perUnit = units.filter((u) => asked.some((c) => c.units.includes(u)));
  const linesOf = (u: UnitState) => asked.filter((c) => c.units.includes(u));
  const groups = unitGroups(perUnit, (u) => linesOf(u).length);
  if (groups.length <= asked.length) {
    for (const group of groups) {
      if (group.length === 1) {
        const [u] = group as [UnitState];
        const lines = linesOf(u);
        // keyed by the lines asked: a reply to other lines is no default for these
        const picked = yield* pickSome(`surroundings/${u.id}/${lines.map((c) => c.id).join('+')}`, 'G13.3', `Around ${u.name}: which of these are true?`, lines.map((c) => ({ id: c.id, label: c.line })), lines.filter((c) => c.likely).map((c) => c.id));
        for (const id of picked) mark(u.id, id);
        continue;
      }
      // several units in one checklist, each with its lines: "<unit>|<condition>"
      const lines = group.flatMap((u) => linesOf(u).map((c) => ({ id: `${u.id}${UNIT_LINE}${c.id}`, heading: u.name, label: c.line, likely: c.likely })));
      const picked = yield* pickSome(`surroundings/${group.map((u) => `${u.id}/${linesOf(u).map((c) => c.id).join('+')}`).join(',')}`, 'G13.3', 'Around the units testing morale: which of these are true?', lines, lines.filter((l) => l.likely).map((l) => l.id));
      for (const id of picked) {
        const at = id.lastIndexOf(UNIT_LINE);
        mark(id.slice(0, at), id.slice(at + 1));
      }
    }
  } else {
    for (const c of asked) {
      const picked = yield* pickSome(c.key, 'G13.3', c.text, unitOptions(c.units), c.likely ? c.units.map((u) => u.id) : []);
      for (const id of picked) mark(id, c.id);
    }
  }
  const value = (u: UnitState, id: keyof Surroundings) => known[u.id]?.[id] ?? (holds.get(u.id)?.has(id) ?? false);
  return units.map((u) => ({
    unit: u.id,
    cincNear: value(u, 'cincNear'),
    friendNear: value(u, 'friendNear'),
    enemyNear: engaged(state, u) || value(u, 'enemyNear'),
    inClosed: value(u, 'inClosed'),
    flanked: value(u, 'flanked'),
  }));
}

/** G12.4, G13.3: what is around a unit: one checklist of what the books cannot answer (`known`: what they hold). */
export function* surroundingsInterview(state: GuaitanaState, unit: UnitState, known: Readonly<Record<string, Partial<Surroundings>>> = {}): Interview<Surroundings> {
  const [around] = yield* surroundingsOfInterview(state, [unit], known);
  return { cincNear: around!.cincNear, friendNear: around!.friendNear, enemyNear: around!.enemyNear, inClosed: around!.inClosed, flanked: around!.flanked };
}
