import type { TynesideScenario } from './scenario-schema.js';

type Problem = { path: (string | number)[]; message: string };

/** Cross-references a Tyneside scenario: unique ids, known features and leaders, units on the table. */
export function checkTynesideScenario(s: TynesideScenario): Problem[] {
  const problems: Problem[] = [];
  const features = new Set(s.terrain.map((t) => t.name));
  const sideIds = s.sides.map((side) => side.id);
  const ids = new Map<string, string>();
  const onTable = (x: number, y: number) => x >= 0 && y >= 0 && x <= s.table.width && y <= s.table.depth;
  if (sideIds[0] === sideIds[1]) problems.push({ path: ['sides', 1, 'id'], message: `the two sides need different ids, both are "${sideIds[0]}"` });
  if (s.firstSide !== undefined && !sideIds.includes(s.firstSide)) problems.push({ path: ['firstSide'], message: `expected one of ${sideIds.map((i) => `"${i}"`).join(', ')}, found "${s.firstSide}"` });
  if (![...sideIds, 'draw'].includes(s.victory.atTurnLimit)) problems.push({ path: ['victory', 'atTurnLimit'], message: `expected a side id or "draw", found "${s.victory.atTurnLimit}"` });
  s.terrain.forEach((t, i) => {
    if (s.terrain.findIndex((u) => u.name === t.name) !== i) problems.push({ path: ['terrain', i, 'name'], message: `two terrain features are named "${t.name}"` });
  });
  s.sides.forEach((side, si) => {
    const leaders = new Set(side.leaders.map((l) => l.id));
    if (side.leaders.filter((l) => l.role === 'pc').length > 0 && side.hidden) problems.push({ path: ['sides', si, 'hidden'], message: 'a hidden solo-run side has no PCs (T35.3, A-60)' });
    if (side.hidden && !s.terrain.some((t) => !['open', 'road', 'river', 'impassable'].includes(t.type))) problems.push({ path: ['sides', si, 'hidden'], message: 'hidden markers need terrain pieces to stand at (T35.2): add woods, rough, hills or buildings' });
    const units = [...side.leaders.map((l, i) => ({ kind: 'leaders', i, id: l.id, at: l.at as [number, number] | undefined, loyalTo: l.loyalTo })), ...side.groups.map((g, i) => ({ kind: 'groups', i, id: g.id, at: g.at, loyalTo: g.loyalTo }))];
    for (const u of units) {
      if (ids.has(u.id)) problems.push({ path: ['sides', si, u.kind, u.i, 'id'], message: `the id "${u.id}" is already used by ${ids.get(u.id)}` });
      ids.set(u.id, `sides[${si}].${u.kind}[${u.i}]`);
      if (u.at && !onTable(u.at[0], u.at[1])) problems.push({ path: ['sides', si, u.kind, u.i, 'at'], message: `[${u.at.join(', ')}] is off the ${s.table.width} x ${s.table.depth} cm table` });
      if (!u.at && !side.hidden) problems.push({ path: ['sides', si, u.kind, u.i, 'at'], message: 'expected a position: only groups of a hidden side may leave it out' });
      u.loyalTo?.forEach((id, li) => {
        if (!leaders.has(id)) problems.push({ path: ['sides', si, u.kind, u.i, 'loyalTo', li], message: `"${id}" is not a leader of ${side.name}` });
      });
    }
    side.groups.forEach((g, gi) => {
      if (typeof g.order === 'object' && !features.has(g.order.objective)) problems.push({ path: ['sides', si, 'groups', gi, 'order', 'objective'], message: `no terrain feature is named "${g.order.objective}"` });
      if (g.defending && !features.has(g.defending)) problems.push({ path: ['sides', si, 'groups', gi, 'defending'], message: `no terrain feature is named "${g.defending}"` });
      g.weapons.forEach((w, wi) => {
        if (['rifle', 'rifled-carbine', 'carbine'].includes(w.weapon) && !w.loading) problems.push({ path: ['sides', si, 'groups', gi, 'weapons', wi, 'loading'], message: `expected the loading of this ${w.weapon} (muzzle, breech or magazine): T17 needs it and the weapons table does not give it (A-5)` });
      });
    });
  });
  return problems;
}
