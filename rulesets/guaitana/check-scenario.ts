import { GUAITANA_TERRAIN_TYPES } from './tables/terrain.js';
import { TROOPS } from './tables/troops.js';
import type { GuaitanaScenario } from './scenario-schema.js';

type Problem = { path: (string | number)[]; message: string };

/**
 * Cross-references a Guaitana scenario: unique ids, positions on the table, unit sizes (G4),
 * hidden units (G6), orders on the map (G8.2), weapons and guns by troop type.
 */
export function checkGuaitanaScenario(s: GuaitanaScenario): Problem[] {
  const problems: Problem[] = [];
  const sideIds = s.sides.map((side) => side.id);
  const features = new Set(s.terrain.map((t) => t.name));
  const ids = new Map<string, string>();
  const onTable = ([x, y]: readonly [number, number]) => x >= 0 && y >= 0 && x <= s.table.width && y <= s.table.depth;
  const offTable = (at: readonly [number, number]) => `[${at.join(', ')}] is off the ${s.table.width} x ${s.table.depth} cm table`;
  if (sideIds[0] === sideIds[1]) problems.push({ path: ['sides', 1, 'id'], message: `the two sides need different ids, both are "${sideIds[0]}"` });
  if (s.sides[0]!.nation === s.sides[1]!.nation) problems.push({ path: ['sides', 1, 'nation'], message: `one side is Italian and the other native (G4); both are ${s.sides[0]!.nation}` });
  if (![...sideIds, 'draw'].includes(s.victory.atTurnLimit)) problems.push({ path: ['victory', 'atTurnLimit'], message: `expected a side id or "draw", found "${s.victory.atTurnLimit}"` });
  s.terrain.forEach((t, i) => {
    if (s.terrain.findIndex((u) => u.name === t.name) !== i) problems.push({ path: ['terrain', i, 'name'], message: `two terrain features are named "${t.name}"` });
    if (!(GUAITANA_TERRAIN_TYPES as readonly string[]).includes(t.type)) problems.push({ path: ['terrain', i, 'type'], message: `"${t.type}" is not a Guaitana terrain type (G5.1): use ${GUAITANA_TERRAIN_TYPES.join(', ')} (a fort or walled village is buildings)` });
  });
  s.hiding?.forEach((name, i) => {
    if (!features.has(name)) problems.push({ path: ['hiding', i], message: `no terrain feature is named "${name}"` });
  });
  s.sides.forEach((side, si) => {
    if (!onTable(side.cinc.at)) problems.push({ path: ['sides', si, 'cinc', 'at'], message: offTable(side.cinc.at) });
    if (!onTable(side.baggage.at)) problems.push({ path: ['sides', si, 'baggage', 'at'], message: offTable(side.baggage.at) });
    if (side.cinc.heliograph && side.nation !== 'italian') problems.push({ path: ['sides', si, 'cinc', 'heliograph'], message: 'only an Italian C-in-C may have a heliograph (G4.7)' });
    if (side.baggage.wagons > 0 && side.nation !== 'italian') problems.push({ path: ['sides', si, 'baggage', 'wagons'], message: 'only the Italians may use wagons (G4.6): give animals instead' });
    const hidden = side.units.filter((u) => u.hidden).length;
    if (hidden > Math.floor(side.units.length / 2)) problems.push({ path: ['sides', si, 'units'], message: `${hidden} of ${side.units.length} units are hidden: at most half may be (G6.2, G18.8)` });
    side.units.forEach((u, ui) => {
      const at = ['sides', si, 'units', ui];
      if (ids.has(u.id)) problems.push({ path: [...at, 'id'], message: `the id "${u.id}" is already used by ${ids.get(u.id)}` });
      ids.set(u.id, `sides[${si}].units[${ui}]`);
      const native = u.type.startsWith('native');
      if (native !== (side.nation === 'native') && !(u.irregular && side.nation === 'italian')) problems.push({ path: [...at, 'type'], message: `${u.type} cannot serve with the ${side.nation} side (irregular native bands in Italian service are marked irregular, G4.8)` });
      const { min, max } = TROOPS[u.type].figures;
      if (u.figures < min || u.figures > max) problems.push({ path: [...at, 'figures'], message: `${u.type} units have ${min} to ${max} figures (G4), found ${u.figures}` });
      if (u.hidden && side.nation !== 'native') problems.push({ path: [...at, 'hidden'], message: 'all Italian units are deployed on the table (G6.1)' });
      if (u.hidden && (u.at || u.order)) problems.push({ path: [...at, u.at ? 'at' : 'order'], message: 'a hidden unit has no position or order until it appears (G6.3)' });
      if (!u.hidden && !u.at) problems.push({ path: [...at, 'at'], message: 'expected a position: only hidden native units may leave it out' });
      if (!u.hidden && !u.order) problems.push({ path: [...at, 'order'], message: 'expected an order: every unit on the table starts with one (G8.2)' });
      if (u.at && !onTable(u.at)) problems.push({ path: [...at, 'at'], message: offTable(u.at) });
      if (u.type === 'artillery' && (u.guns?.length ?? 0) === 0) problems.push({ path: [...at, 'guns'], message: 'an artillery unit needs its pieces (G4.5: usually 2)' });
      if (u.fast && (u.type !== 'italian-infantry' || u.irregular)) problems.push({ path: [...at, 'fast'], message: 'only Italian infantry are Bersaglieri or Ascari, 5 cm faster (G9.4)' });
      if (u.packed && u.type !== 'artillery') problems.push({ path: [...at, 'packed'], message: 'only artillery is packed on mules (G4.5)' });
      const attachable = u.type === 'italian-infantry' && !u.irregular && u.guns?.length === 1;
      if (u.type !== 'artillery' && u.guns && !attachable) problems.push({ path: [...at, 'guns'], message: 'only artillery units have guns, or an Italian infantry company one attached weapon (G4.5)' });
      if (typeof u.order === 'object' && 'move' in u.order) {
        u.order.move.forEach((p, pi) => {
          if (!onTable(p)) problems.push({ path: [...at, 'order', 'move', pi], message: offTable(p) });
        });
      }
      if (typeof u.order === 'object' && 'defend' in u.order && u.at) {
        const gap = Math.hypot(u.order.defend[0] - u.at[0], u.order.defend[1] - u.at[1]);
        if (gap > 15) problems.push({ path: [...at, 'order', 'defend'], message: `a Defend point is within 15 cm of the unit (G8.4), this one is ${Math.round(gap)} cm away` });
      }
    });
  });
  return problems;
}
