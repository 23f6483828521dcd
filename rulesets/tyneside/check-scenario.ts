import { boxOf, cmText, farthestOff, offTableMessage, overlaps, pointText, tableText, terrainBeyondMargin, type CheckProblem as Problem, type PlacedPiece } from '../../src/scenario/placement.js';
import { contains, distance, type Point } from '../../src/table/shapes.js';
import { newBattle } from './new-battle.js';
import type { TynesideScenario } from './scenario-schema.js';

/** Bases must cross by more than this, cm, to overlap: figures in base contact may be deployed so. */
const OVERLAP_SLACK_CM = 0.25;

/**
 * Cross-references a Tyneside scenario: unique ids, known features and leaders, hidden sides
 * (T35), and where each figure stands as the virtual table lays it out (on the table, out of
 * impassable ground, its base clear of other units').
 */
export function checkTynesideScenario(s: TynesideScenario): Problem[] {
  const problems: Problem[] = [...terrainBeyondMargin(s.table, s.terrain)];
  const features = new Set(s.terrain.map((t) => t.name));
  const sideIds = s.sides.map((side) => side.id);
  const ids = new Map<string, string>();
  const onTable = (x: number, y: number) => x >= 0 && y >= 0 && x <= s.table.width && y <= s.table.depth;
  if (sideIds[0] === sideIds[1]) problems.push({ path: ['sides', 1, 'id'], message: `expected an id other than the first side's, found "${sideIds[0]}" again` });
  if (s.firstSide !== undefined && !sideIds.includes(s.firstSide)) problems.push({ path: ['firstSide'], message: `expected one of ${sideIds.map((i) => `"${i}"`).join(', ')}, found "${s.firstSide}"` });
  if (![...sideIds, 'draw'].includes(s.victory.atTurnLimit)) problems.push({ path: ['victory', 'atTurnLimit'], message: `expected a side id or "draw", found "${s.victory.atTurnLimit}"` });
  s.terrain.forEach((t, i) => {
    if (s.terrain.findIndex((u) => u.name === t.name) !== i) problems.push({ path: ['terrain', i, 'name'], message: `expected a name of its own, found "${t.name}" again` });
  });
  s.sides.forEach((side, si) => {
    const leaders = new Set(side.leaders.map((l) => l.id));
    if (side.leaders.filter((l) => l.role === 'pc').length > 0 && side.hidden) problems.push({ path: ['sides', si, 'hidden'], message: `expected no PC on a hidden solo-run side (T35.3, A-60), found ${side.leaders.filter((l) => l.role === 'pc').map((l) => `"${l.id}"`).join(', ')}` });
    if (side.hidden && !s.terrain.some((t) => !['open', 'road', 'river', 'impassable'].includes(t.type))) problems.push({ path: ['sides', si, 'hidden'], message: 'expected terrain pieces for the hidden markers to stand at (T35.2), found none: add woods, rough, hills or buildings' });
    if (side.hidden) problems.push(...hiddenSideProblems(s, si));
    const units = [...side.leaders.map((l, i) => ({ kind: 'leaders', i, id: l.id, at: l.at as [number, number] | undefined, loyalTo: l.loyalTo })), ...side.groups.map((g, i) => ({ kind: 'groups', i, id: g.id, at: g.at, loyalTo: g.loyalTo }))];
    for (const u of units) {
      if (ids.has(u.id)) problems.push({ path: ['sides', si, u.kind, u.i, 'id'], message: `expected an id of its own, found "${u.id}", already used by ${ids.get(u.id)}` });
      ids.set(u.id, `sides[${si}].${u.kind}[${u.i}]`);
      if (u.at && !onTable(u.at[0], u.at[1])) problems.push({ path: ['sides', si, u.kind, u.i, 'at'], message: offTableMessage(s.table, u.at) });
      if (!u.at && !side.hidden) problems.push({ path: ['sides', si, u.kind, u.i, 'at'], message: 'expected a position: only groups of a hidden side may leave it out' });
      u.loyalTo?.forEach((id, li) => {
        if (!leaders.has(id)) problems.push({ path: ['sides', si, u.kind, u.i, 'loyalTo', li], message: `expected the id of a leader of ${side.name}, found "${id}"` });
      });
    }
    side.groups.forEach((g, gi) => {
      if (typeof g.order === 'object' && !features.has(g.order.objective)) problems.push({ path: ['sides', si, 'groups', gi, 'order', 'objective'], message: `expected the name of a terrain feature, found "${g.order.objective}"` });
      if (g.figures < 4) problems.push({ path: ['sides', si, 'groups', gi, 'figures'], message: `expected 4 to 30 figures: a group is 4 to 30 (T6.1); 1 to 3 is only what losses leave of one (T6.3), and a lone officer or NCO is a leader, found ${g.figures}` });
      const base = g.base ?? (g.horsed ? 4 : 2.5), spacing = g.spacing ?? 3;
      if (g.figures > 1 && spacing < base - OVERLAP_SLACK_CM) problems.push({ path: ['sides', si, 'groups', gi, 'spacing'], message: `expected a spacing of at least the ${cmText(base)} cm base, found ${cmText(spacing)}${g.spacing === undefined ? ' (the default)' : ''}: the group's own figures would stand on each other` });
      if (g.defending && !features.has(g.defending)) problems.push({ path: ['sides', si, 'groups', gi, 'defending'], message: `expected the name of a terrain feature, found "${g.defending}"` });
      g.weapons.forEach((w, wi) => {
        if (['rifle', 'rifled-carbine', 'carbine'].includes(w.weapon) && !w.loading) problems.push({ path: ['sides', si, 'groups', gi, 'weapons', wi, 'loading'], message: `expected the loading of this ${w.weapon} (muzzle, breech or magazine): T17 needs it and the weapons table does not give it (A-5)` });
      });
    });
  });
  problems.push(...placementProblems(s));
  return problems;
}

/**
 * T35: a hidden side is the solo-run side (T35.1: opfor plays it), the only one, and everything
 * of it hides behind markers. T35.2 (A-59) gives a marker to each group, none to a leader (a
 * unit of one, A-13), so a leader would stand in view from the first turn; and a group's
 * position is its marker's, not the file's.
 */
function hiddenSideProblems(s: TynesideScenario, si: number): Problem[] {
  const side = s.sides[si]!;
  const problems: Problem[] = [];
  if (side.player === 'human') problems.push({ path: ['sides', si, 'player'], message: 'expected opfor: hidden markers are for a solo-run opposition (T35.1), and you would know where your own groups hide' });
  if (si === 1 && s.sides[0]!.hidden) problems.push({ path: ['sides', si, 'hidden'], message: 'expected one hidden side: markers are for a solo-run opposition facing the players (T35.1)' });
  side.leaders.forEach((l, li) => {
    if (l.role === 'pc') return; // the PC check above says why
    problems.push({ path: ['sides', si, 'leaders', li], message: `expected no leaders on a hidden side: T35.2 (A-59) gives a hidden marker to each group and none to a leader (a unit of one, A-13), so ${l.name} would stand in view at [${l.at.join(', ')}] from the start; a solo-run side is never commanded (T35.3, A-60): leave the leaders out` });
  });
  side.groups.forEach((g, gi) => {
    if (g.at) problems.push({ path: ['sides', si, 'groups', gi, 'at'], message: 'expected no position: a hidden group is placed where its marker is revealed (T35.2), not here; leave it out' });
  });
  return problems;
}

/** A unit's figures as the virtual table deploys them (new-battle.ts `formation`). */
interface Bases {
  readonly centres: readonly Point[];
  readonly radius: number;
}

/**
 * Every figure on the table as the virtual table deploys it (in ranks round `at`): its base on
 * the table, its centre out of impassable ground (where the virtual table's moves never go), and
 * no base of one unit on a base of another.
 */
function placementProblems(s: TynesideScenario): Problem[] {
  const problems: Problem[] = [];
  const state = newBattle(s);
  const impassable = state.terrain.filter((t) => t.impassable);
  const counts = new Map<string, number>();
  for (const side of s.sides) for (const u of [...side.leaders, ...side.groups]) counts.set(u.id, (counts.get(u.id) ?? 0) + 1);
  const pieces: PlacedPiece<Bases>[] = [];
  s.sides.forEach((side, si) => {
    const entries = [...side.leaders.map((l, i) => ({ id: l.id, path: ['sides', si, 'leaders', i] })), ...side.groups.map((g, i) => ({ id: g.id, path: ['sides', si, 'groups', i] }))];
    for (const { id, path } of entries) {
      const unit = state.units[id];
      if (!unit || counts.get(id)! > 1) continue;
      const figures = unit.figures.map((f) => state.figures[f]!).filter((f) => f.pos !== null);
      if (figures.length === 0) continue;
      const centres = figures.map((f) => f.pos!);
      const radius = Math.max(...figures.map((f) => f.base)) / 2;
      const where = figures.length === 1 ? `its ${cmText(radius * 2)} cm base` : `its ${figures.length} figures in ranks (${cmText(radius * 2)} cm bases)`;
      const at = pointText(centroidOf(centres));
      if (farthestOff(s.table, [centroidOf(centres)])) continue; // the position check above says so
      const edges = centres.flatMap((c) => [{ x: c.x - radius, y: c.y }, { x: c.x + radius, y: c.y }, { x: c.x, y: c.y - radius }, { x: c.x, y: c.y + radius }]);
      const off = farthestOff(s.table, edges);
      if (off) problems.push({ path: [...path, 'at'], message: `expected every figure on the ${tableText(s.table)}, found ${where} round ${at} reaching ${pointText(off)}` });
      for (const c of centres) {
        const feature = impassable.find((t) => contains(t.shape, c));
        if (!feature) continue;
        problems.push({ path: [...path, 'at'], message: `expected ground a figure may stand on, found ${where} round ${at} with one in ${feature.name} at ${pointText(c)}: impassable ground` });
        break;
      }
      pieces.push({ path, name: unit.name, shape: { centres, radius }, box: boxOf(centres, radius) });
    }
  });
  const cross = (a: Bases, b: Bases) => a.centres.some((p) => b.centres.some((q) => distance(p, q) < a.radius + b.radius - OVERLAP_SLACK_CM));
  problems.push(...overlaps(pieces, cross, 'their figures\' bases would stand on each other as the virtual table deploys them (in ranks of the frontage, spacing apart, round `at`): move one'));
  return problems;
}

/** The middle of a unit's figures: its `at`, as `formation` centres the ranks on it. */
function centroidOf(points: readonly Point[]): Point {
  return { x: points.reduce((a, p) => a + p.x, 0) / points.length, y: points.reduce((a, p) => a + p.y, 0) / points.length };
}
