/**
 * What opfor's books know at a real table from what it told the table and was told (the battle's
 * log): how far each unit may have gone since it was placed, and the last distance measured
 * between two units. opfor never sees the figures, so these are bounds, never positions.
 */
import type { LogEntry } from '../../../src/engine/event-log.js';
import { boundingBox, centroid, distance, distanceToShape, type Point, type Shape } from '../../../src/table/shapes.js';
import { beyond } from '../../../src/table/tolerance.js';
import type { Approach, GuaitanaFact, Surroundings, UnitSurroundings } from '../facts.js';
import type { GuaitanaInstruction } from '../instructions.js';
import { placeAsItStands, type GuaitanaState, type UnitId, type UnitState } from '../state.js';
import { layout } from '../virtual-table/footprint.js';
import { closedFor, terrainTroop } from '../rules/ground.js';
import { chainGap, linePrefix } from './chains.js';

type Move = Extract<GuaitanaInstruction, { type: 'move' }>;

/** The Guaitana instruction a log line told, if it is one. */
const toldIn = (entry: LogEntry): GuaitanaInstruction | null => (entry.kind === 'tell' ? (entry.instruction as GuaitanaInstruction) : null);

/**
 * How far from where the books placed it the unit's centre may now stand, cm: every move told
 * since it was placed, or since it appeared from hiding (its allowance: ground that costs double
 * only shortens a move, G9.5), and for a unit that appeared, how far it may stand from the middle
 * of its hiding place (the books keep the middle; the table has it anywhere inside, G18.44, or
 * just behind it, for dead ground).
 */
export function drift(state: GuaitanaState, history: readonly LogEntry[], unit: UnitState): number {
  let moved = 0;
  for (const entry of history) {
    const told = toldIn(entry);
    if (told?.type === 'appear' && told.unit === unit.id) {
      const place = state.terrain.find((t) => t.name === told.feature);
      // behind a hill it stands in the dead ground beyond the outline, not inside it (G6.4)
      moved = place ? farthestFromMiddle(place.shape) + (closedFor(place, terrainTroop(unit)) ? 0 : 2 * reach(unit)) : 0;
    } else if (told?.type === 'move' && told.unit === unit.id) moved += told.allowance;
  }
  return moved;
}

/** How far from its middle (where the books put a unit appearing in it) a point of the place may lie: its box's farthest corner. */
function farthestFromMiddle(shape: Shape): number {
  const middle = centroid(shape), box = boundingBox(shape);
  return Math.max(...[box.minX, box.maxX].flatMap((x) => [box.minY, box.maxY].map((y) => distance(middle, { x, y }))));
}

/** Half the diagonal of the unit's rectangle as it stands now: no part of it is farther from its centre, whichever way it faces (G18.42). */
function reach(unit: UnitState): number {
  const { width, depth } = layout(unit);
  return Math.hypot(width / 2, depth / 2);
}

/**
 * Where the books last put the unit themselves, and the Move line it then had (`UnitState.placed`,
 * kept at a real table); a state made for no real table (a test's) has the books never move a
 * unit, so it stands where it was put: its `pos`, on its order's line.
 */
export function placedOf(unit: UnitState): { readonly at: Point; readonly line: readonly Point[] } | null {
  return unit.placed !== undefined ? unit.placed : placeAsItStands(unit);
}

/** Where the books have the unit's centre: somewhere within `within` cm of the chain of points `on`. */
interface Whereabouts {
  readonly on: readonly Point[];
  readonly within: number;
}

/**
 * Where the books placed the unit's centre (`placed`: never `pos`, which the books move as each
 * move is told, so that a move would count twice), and how far from there it may now stand. A
 * unit still on the Move line it was deployed with (G8.3: it moves exactly along it) and told
 * nothing but moves along it stands on the line's first stretch, as long as its moves add up to.
 * A unit placed beside another as it came on (G8.8: a unit commander taking over as C-in-C) stands
 * where that one may, the width of both and its own moves since added. A messenger the books hold
 * no place for rides with his C-in-C or left from beside him (G4.7, G18.21): the C-in-C's place,
 * and his drift, the width of both and the messenger's own rides added.
 */
function whereabouts(state: GuaitanaState, history: readonly LogEntry[], unit: UnitState, depth = 0): Whereabouts | null {
  const beside = besideOnComing(history, unit);
  if (beside !== null && depth < 2) {
    const other = state.units[beside];
    const there = other ? whereabouts(state, history, other, depth + 1) : null;
    return other && there ? { on: there.on, within: there.within + 2 * reach(other) + 2 * reach(unit) + drift(state, history, unit) } : null;
  }
  const placed = placedOf(unit);
  if (placed !== null) {
    const within = drift(state, history, unit);
    if (unit.lineAhead !== null && unit.order.kind === 'move' && alongItsLine(history, unit)) return { on: linePrefix([placed.at, ...placed.line], within), within: 0 };
    return { on: [placed.at], within };
  }
  const cincId = unit.type === 'messenger' ? state.sides.find((s) => s.id === unit.side)?.cinc : null;
  const cinc = cincId ? state.units[cincId] : undefined;
  const there = cinc ? whereabouts(state, history, cinc, depth + 1) : null;
  if (!cinc || there === null) return null;
  return { on: there.on, within: there.within + 2 * reach(cinc) + 2 * reach(unit) + drift(state, history, unit) };
}

/** The unit its last coming onto the table was told beside (an appearance at no hiding place), if that is how it came on. */
function besideOnComing(history: readonly LogEntry[], unit: UnitState): UnitId | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const told = toldIn(history[i]!);
    if (told?.type === 'appear' && told.unit === unit.id) return told.feature === '' && told.toward !== undefined ? told.toward : null;
  }
  return null;
}

/** Whether every move told of the unit went along its Move line, and it never appeared from hiding. */
function alongItsLine(history: readonly LogEntry[], unit: UnitState): boolean {
  return history.every((entry) => {
    const told = toldIn(entry);
    return !told || !('unit' in told) || told.unit !== unit.id || (told.type !== 'appear' && (told.type !== 'move' || told.goal.kind === 'path'));
  });
}

/**
 * G18.32: the least the gap between the two units' rectangles can now be, by the books: their
 * centres where the books place them (whereabouts), less each one's half diagonal; -Infinity
 * when the books lack a unit's place.
 */
export function leastGap(state: GuaitanaState, history: readonly LogEntry[], a: UnitState, b: UnitState): number {
  const wa = whereabouts(state, history, a), wb = whereabouts(state, history, b);
  if (wa === null || wb === null) return -Infinity;
  return chainGap(wa.on, wb.on) - wa.within - wb.within - reach(a) - reach(b);
}

/** G9.8: whether the books show the two units cannot be touching (leastGap). */
export function apart(state: GuaitanaState, history: readonly LogEntry[], a: UnitState, b: UnitState): boolean {
  return beyond(leastGap(state, history, a, b), 0);
}

/** The unit's last move told, if the log's latest move is its own. */
export function lastMove(history: readonly LogEntry[], unit: UnitState): Move | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const told = toldIn(history[i]!);
    if (told?.type === 'move') return told.unit === unit.id ? told : null;
  }
  return null;
}

/**
 * G8.5, G9.5: how far the unit must still go to touch the target, by the books: the last distance
 * measured between them (`measured`), less every move the unit was told towards the target since
 * (`left`); null when never measured, or when either has moved since another way, or the target
 * at all (it may have gone anywhere).
 */
export function approachLeft(history: readonly LogEntry[], unit: UnitState, target: UnitState): { readonly measured: number; readonly left: number } | null {
  let known: { measured: number; left: number } | null = null;
  for (const entry of history) {
    if (entry.kind === 'ask') {
      const asked = entry.fact as GuaitanaFact;
      if (asked.id === 'approach' && asked.unit === unit.id && asked.target === target.id) {
        const { contact } = entry.answer as Approach;
        known = { measured: contact, left: contact };
      }
      continue;
    }
    const told = toldIn(entry);
    if (told?.type !== 'move' || known === null) continue;
    if (told.unit === target.id) known = null;
    else if (told.unit === unit.id) known = told.goal.kind === 'toward' && told.goal.unit === target.id ? { ...known, left: Math.max(0, known.left - told.allowance) } : null;
  }
  return known;
}

/**
 * G9.2: whether the books show the unit cannot be within `cm` of any of the places (a hiding
 * place's edge to the nearest part of the unit): where it was placed, less every move told since.
 * False whenever the books lack its place.
 */
export function beyondPlaces(state: GuaitanaState, history: readonly LogEntry[], unit: UnitState, places: readonly string[], cm: number): boolean {
  const where = whereabouts(state, history, unit);
  if (where === null) return false;
  // the stretch of a line as a disc round its start: the places' outlines are not chains
  const within = where.within + Math.max(...where.on.map((p) => distance(where.on[0]!, p)));
  return places.every((name) => {
    const place = state.terrain.find((t) => t.name === name);
    return place !== undefined && beyond(distanceToShape(place.shape, where.on[0]!) - within - reach(unit), cm);
  });
}

/**
 * Whether a move, an appearance or a change of shape (a formation, guns, horses) was told of the
 * unit since the log's last answer to a fact that `asked` picks out; true when there is none.
 */
export function changedSince(history: readonly LogEntry[], unit: UnitState, asked: (fact: GuaitanaFact) => boolean): boolean {
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i]!;
    if (entry.kind === 'ask' && asked(entry.fact as GuaitanaFact)) return false;
    const told = toldIn(entry);
    if (told && told.type !== 'note' && told.type !== 'remove' && told.type !== 'eliminate' && 'unit' in told && told.unit === unit.id) return true;
  }
  return true;
}

/** Instructions that move a unit or change its shape: after one, what was measured around it may no longer hold. */
const SHIFTS: ReadonlySet<string> = new Set(['move', 'appear', 'form', 'face', 'pack', 'unpack', 'mount', 'dismount']);

/** A unit's surroundings as last answered, and the units that have moved or changed shape since. */
export interface LastSurroundings {
  readonly around: Surroundings;
  readonly shifted: ReadonlySet<UnitId>;
}

/** G13.3: the unit's surroundings as last answered, and who has moved, appeared or changed shape since; null when never answered. */
export function lastSurroundings(history: readonly LogEntry[], unit: UnitState): LastSurroundings | null {
  const shifted = new Set<UnitId>();
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i]!;
    const told = toldIn(entry);
    if (told && SHIFTS.has(told.type) && 'unit' in told) shifted.add(told.unit);
    if (entry.kind !== 'ask') continue;
    const fact = entry.fact as GuaitanaFact;
    if (fact.id === 'surroundings' && fact.unit === unit.id) return { around: entry.answer as Surroundings, shifted };
    if (fact.id === 'surroundings-of') {
      const found = (entry.answer as readonly UnitSurroundings[]).find((s) => s.unit === unit.id);
      if (found) return { around: found, shifted };
    }
  }
  return null;
}
