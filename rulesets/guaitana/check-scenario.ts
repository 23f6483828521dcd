import { boxOf, cmText, farthestOff, offTableMessage, overlaps, pointText, tableText, terrainBeyondMargin, type CheckProblem as Problem, type PlacedPiece } from '../../src/scenario/placement.js';
import { contains } from '../../src/table/shapes.js';
import { newBattle } from './new-battle.js';
import { moveFor, terrainTroop } from './rules/ground.js';
import { GUAITANA_TERRAIN_TYPES } from './tables/terrain.js';
import { TROOPS } from './tables/troops.js';
import type { GuaitanaScenario } from './scenario-schema.js';
import type { UnitState } from './state.js';
import { Board } from './virtual-table/board.js';
import { footprintAt, layout, outlinePoints, overlap, placeOf, rectangle, type Footprint } from './virtual-table/footprint.js';
import { possessive } from '../../src/engine/english.js';

/** Rectangles must cross by more than this, cm, to overlap: units in base contact may be deployed so. */
const OVERLAP_SLACK_CM = 0.25;

/**
 * Cross-references a Guaitana scenario: unique ids, positions on the table, unit sizes (G4),
 * hidden units (G6), orders on the map (G8.2), weapons and guns by troop type, and where each
 * unit stands as the virtual table lays it out (on the table, out of impassable ground, clear
 * of the others).
 */
export function checkGuaitanaScenario(s: GuaitanaScenario): Problem[] {
  const problems: Problem[] = [...terrainBeyondMargin(s.table, s.terrain)];
  const sideIds = s.sides.map((side) => side.id);
  const features = new Set(s.terrain.map((t) => t.name));
  const ids = new Map<string, string>();
  const onTable = ([x, y]: readonly [number, number]) => x >= 0 && y >= 0 && x <= s.table.width && y <= s.table.depth;
  const offTable = (at: readonly [number, number]) => offTableMessage(s.table, at);
  if (sideIds[0] === sideIds[1]) problems.push({ path: ['sides', 1, 'id'], message: `expected an id other than the first side's, found "${sideIds[0]}" again` });
  if (s.sides[0]!.nation === s.sides[1]!.nation) problems.push({ path: ['sides', 1, 'nation'], message: `expected one Italian side and one native (G4), found both ${s.sides[0]!.nation}` });
  if (![...sideIds, 'draw'].includes(s.victory.atTurnLimit)) problems.push({ path: ['victory', 'atTurnLimit'], message: `expected a side id or "draw", found "${s.victory.atTurnLimit}"` });
  s.terrain.forEach((t, i) => {
    if (s.terrain.findIndex((u) => u.name === t.name) !== i) problems.push({ path: ['terrain', i, 'name'], message: `expected a name of its own, found "${t.name}" again` });
    if (!(GUAITANA_TERRAIN_TYPES as readonly string[]).includes(t.type)) problems.push({ path: ['terrain', i, 'type'], message: `expected a Guaitana terrain type (G5.1): ${GUAITANA_TERRAIN_TYPES.join(', ')} (a fort or walled village is buildings), found "${t.type}"` });
  });
  s.hiding?.forEach((name, i) => {
    if (!features.has(name)) problems.push({ path: ['hiding', i], message: `expected the name of a terrain feature, found "${name}"` });
  });
  s.sides.forEach((side, si) => {
    if (!onTable(side.cinc.at)) problems.push({ path: ['sides', si, 'cinc', 'at'], message: offTable(side.cinc.at) });
    if (!onTable(side.baggage.at)) problems.push({ path: ['sides', si, 'baggage', 'at'], message: offTable(side.baggage.at) });
    if (side.cinc.heliograph && side.nation !== 'italian') problems.push({ path: ['sides', si, 'cinc', 'heliograph'], message: 'expected no heliograph: only an Italian C-in-C may have one (G4.7)' });
    if (side.baggage.wagons > 0 && side.nation !== 'italian') problems.push({ path: ['sides', si, 'baggage', 'wagons'], message: `expected no wagons: only the Italians may use them (G4.6), found ${side.baggage.wagons}; give animals instead` });
    const hidden = side.units.filter((u) => u.hidden).length;
    if (hidden > Math.floor(side.units.length / 2)) problems.push({ path: ['sides', si, 'units'], message: `expected at most half the units hidden, ${Math.floor(side.units.length / 2)} of ${side.units.length} (G6.2, G18.8), found ${hidden}` });
    side.units.forEach((u, ui) => {
      const at = ['sides', si, 'units', ui];
      if (ids.has(u.id)) problems.push({ path: [...at, 'id'], message: `expected an id of its own, found "${u.id}", already used by ${ids.get(u.id)}` });
      ids.set(u.id, `sides[${si}].units[${ui}]`);
      const taken = s.sides.find((other) => u.id === `${other.id}-baggage` || u.id === `${other.id}-cinc` || u.id.startsWith(`${other.id}-messenger-`));
      if (taken) problems.push({ path: [...at, 'id'], message: `expected an id of the scenario's own, found "${u.id}", which opfor gives to ${possessive(taken.name)} baggage, C-in-C or messengers: choose another` });
      const native = u.type.startsWith('native');
      if (native !== (side.nation === 'native') && !(u.irregular && side.nation === 'italian')) problems.push({ path: [...at, 'type'], message: `expected a unit type of the ${side.nation} side, found ${u.type} (irregular native bands in Italian service are marked irregular, G4.8)` });
      const { min, max } = TROOPS[u.type].figures;
      if (u.figures < min || u.figures > max) problems.push({ path: [...at, 'figures'], message: `expected ${min} to ${max} figures for ${u.type} (${TROOPS[u.type].rule}), found ${u.figures}` });
      if (u.hidden && side.nation !== 'native') problems.push({ path: [...at, 'hidden'], message: 'expected no hidden Italian unit: all Italian units are deployed on the table (G6.1)' });
      if (u.hidden && (u.at || u.order)) problems.push({ path: [...at, u.at ? 'at' : 'order'], message: `expected no ${u.at ? 'position' : 'order'}: a hidden unit has none until it appears (G6.3)` });
      if (!u.hidden && !u.at) problems.push({ path: [...at, 'at'], message: 'expected a position: only hidden native units may leave it out' });
      if (!u.hidden && !u.order) problems.push({ path: [...at, 'order'], message: 'expected an order: every unit on the table starts with one (G8.2)' });
      if (u.at && !onTable(u.at)) problems.push({ path: [...at, 'at'], message: offTable(u.at) });
      const pieces = TROOPS.artillery.pieces;
      if (u.type === 'artillery' && (u.guns?.length ?? 0) !== pieces) problems.push({ path: [...at, 'guns'], message: `expected ${pieces} weapons: an artillery unit has ${pieces} and 6 crew (G4.5), found ${u.guns?.length ?? 0}; a single weapon is attached to an Italian infantry company instead` });
      if (u.fast && (u.type !== 'italian-infantry' || u.irregular)) problems.push({ path: [...at, 'fast'], message: `expected fast: false (only Italian infantry are Bersaglieri or Ascari, 5 cm faster, G9.4), found ${u.irregular ? 'an irregular band' : u.type}` });
      if (u.packed && u.type !== 'artillery') problems.push({ path: [...at, 'packed'], message: `expected packed: false (only artillery is packed on mules, G4.5), found ${u.type}` });
      const attachable = u.type === 'italian-infantry' && !u.irregular && u.guns?.length === 1;
      if (u.type !== 'artillery' && u.guns && !attachable) problems.push({ path: [...at, 'guns'], message: `expected no guns (only artillery units have guns, or an Italian infantry company one attached weapon, G4.5), found ${u.guns?.length} on ${u.irregular ? 'an irregular band' : u.type}` });
      if (typeof u.order === 'object' && 'move' in u.order) {
        u.order.move.forEach((p, pi) => {
          if (!onTable(p)) problems.push({ path: [...at, 'order', 'move', pi], message: offTable(p) });
        });
      }
      if (typeof u.order === 'object' && 'defend' in u.order && u.at) {
        const gap = Math.hypot(u.order.defend[0] - u.at[0], u.order.defend[1] - u.at[1]);
        if (gap > 15) problems.push({ path: [...at, 'order', 'defend'], message: `expected a Defend point within 15 cm of the unit (G8.4), found one ${Math.round(gap)} cm away` });
      }
    });
  });
  problems.push(...placementProblems(s));
  return problems;
}

/** A unit on the table as the virtual table lays it out at deployment. */
interface Standing {
  readonly unit: UnitState & { pos: { x: number; y: number } };
  readonly fp: Footprint;
}

/**
 * G4.8.5, G5.1: every unit on the table, laid out as the virtual table does (footprint.ts):
 * all its figures on the table, none in ground impassable for its type (a road across it being a
 * bridge or ford), and no two units' rectangles crossing (the C-in-C and his messengers excepted).
 */
function placementProblems(s: GuaitanaScenario): Problem[] {
  const problems: Problem[] = [];
  const state = newBattle(s);
  const board = new Board(state);
  const counts = new Map<string, number>();
  for (const side of s.sides) for (const id of [...side.units.map((u) => u.id), `${side.id}-baggage`, `${side.id}-cinc`]) counts.set(id, (counts.get(id) ?? 0) + 1);
  const standing: PlacedPiece<Footprint>[] = [];
  s.sides.forEach((side, si) => {
    const entries: [string, (string | number)[]][] = [
      ...side.units.map((u, ui): [string, (string | number)[]] => [u.id, ['sides', si, 'units', ui]]),
      [`${side.id}-baggage`, ['sides', si, 'baggage']],
      [`${side.id}-cinc`, ['sides', si, 'cinc']],
    ];
    for (const [id, path] of entries) {
      const unit = state.units[id];
      if (!unit || (counts.get(id) ?? 0) > 1 || unit.hidden || unit.pos === null) continue;
      const here = { unit: unit as Standing['unit'], fp: footprintAt(unit, unit.pos, unit.facing) };
      problems.push(...standsWell(s, board, here, path));
      const shrunk = rectangle({ x: here.fp.cx, y: here.fp.cy }, unit.facing, Math.max(0, here.fp.hw - OVERLAP_SLACK_CM), Math.max(0, here.fp.hd - OVERLAP_SLACK_CM));
      // The C-in-C and his aides are a command stand that rides with the units (G4.7): he may stand among them.
      if (unit.type !== 'cinc') standing.push({ path, name: unit.name, shape: shrunk, box: boxOf(here.fp.corners) });
    }
  });
  problems.push(...overlaps(standing, overlap, 'their rectangles cross as the virtual table lays them out (G4.8.5 bases, formation and facing): move one'));
  return problems;
}

/** On the table and out of impassable ground. */
function standsWell(s: GuaitanaScenario, board: Board, { unit, fp }: Standing, path: (string | number)[]): Problem[] {
  const { width, depth, spots } = layout(unit);
  const arrangement = spots.length === 1 ? 'base' : `${unit.type === 'baggage' ? 'mass' : unit.formation} of ${spots.length}`;
  const shape = `its ${arrangement} (${cmText(width)} cm wide, ${cmText(depth)} deep)`;
  const at = pointText(unit.pos);
  // Only a centre already off the table is the position check's (above) to report.
  if (farthestOff(s.table, [unit.pos])) return [];
  const off = farthestOff(s.table, fp.corners);
  if (off) return [{ path: [...path, 'at'], message: `expected every figure on the ${tableText(s.table)}, found ${shape} at ${at} reaching ${pointText(off)}` }];
  const points = [...spots.map((spot) => placeOf(fp, spot)), ...outlinePoints(fp)];
  const troop = terrainTroop(unit);
  for (const p of points) {
    if (!board.going.impassableAt(unit, p)) continue;
    const feature = board.ground.features.find((f) => moveFor(f, troop) === 'impassable' && contains(f.shape, p));
    const why = feature?.type === 'buildings' ? 'buildings are impassable to cavalry, artillery and baggage (G5.1)' : 'impassable ground bars every unit (G5.1)';
    return [{ path: [...path, 'at'], message: `expected ground ${unit.name} may stand on, found ${shape} at ${at} in ${feature?.name ?? 'impassable ground'} at ${pointText(p)}: ${why}` }];
  }
  return [];
}
