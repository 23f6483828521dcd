import { nd } from '../../../src/dice/dice-spec.js';
import { roll, type Procedure } from '../../../src/engine/requests.js';
import { decide } from '../decisions.js';
import type { FireTarget } from '../facts.js';
import { firePlan, fireHits, onOppositeFaces } from '../rules/fire.js';
import { mustFire } from '../rules/forced-fire.js';
import { jammed, unjam } from '../rules/machine-guns.js';
import type { FireModifierId } from '../tables/fire.js';
import { FIGURES_PER_PIECE, GUNS } from '../tables/weapons.js';
import { italiansFirst, nationOf, onTable, sideOf, type GuaitanaState, type Gun, type UnitState } from '../state.js';
import { commanderRoll, PendingLosses, removeLosses } from './casualties.js';
import { testOrRetreat } from './morale-test.js';
import { fact, instruct } from './requests.js';
import type { TraceEvent } from '../../../src/engine/trace.js';
import { firingWeapon, hasAttachedGun, mounted, movedOverHalf, shotsLeft } from './traits.js';
import { possessive } from '../../../src/engine/english.js';

/** One declared fire: a unit at a target, maybe a square's second face too (G11.12). */
interface Declared {
  readonly unit: UnitState;
  readonly targets: readonly FireTarget[];
  readonly forced: boolean;
}

/** ", 45 cm" after a band, where the distance was measured (the virtual table; a real table gives the band only). */
const cmWords = (t: FireTarget) => (t.distance === null ? '' : `, ${Math.round(t.distance)} cm`);

/** G11.3: may the unit fire at all this phase (movement, ammunition, a weapon that can fire)? */
function mayFire(unit: UnitState): boolean {
  if (firingWeapon(unit) === null || unit.packing) return false;
  // G9.10: more than half the capacity used stops fire, except javelins
  if (unit.weapon !== 'javelin' && movedOverHalf(unit)) return false;
  const { basic, reserve } = shotsLeft(unit, !unit.turn.moved);
  return basic + reserve > 0;
}

/**
 * G11.4: the target must be the nearest enemy unit; a C-in-C or messenger only when there is
 * no other. For a square, a second target: the nearest on the opposite side (G11.12, G18.34).
 */
function legalTargets(state: GuaitanaState, unit: UnitState, offered: readonly FireTarget[]): FireTarget[] {
  const fragile = (t: FireTarget) => ['cinc', 'messenger'].includes(state.units[t.unit]!.type);
  const pool = offered.some((t) => !fragile(t)) ? offered.filter((t) => !fragile(t)) : offered;
  const first = pool[0];
  if (!first) return [];
  if (unit.formation !== 'square') return [first];
  const opposite = pool.find((t) => t !== first && onOppositeFaces(t.bearing, first.bearing));
  return opposite ? [first, opposite] : [first];
}

/** G11.8: the modifiers to the firer's hit chance against one target. */
function fireModifiers(state: GuaitanaState, unit: UnitState, target: FireTarget): FireModifierId[] {
  const t = state.units[target.unit]!;
  const mods: FireModifierId[] = [];
  if (unit.quality === 'veteran') mods.push('veteran');
  if (unit.quality === 'recruit') mods.push('recruit');
  if (mounted(unit)) mods.push('mounted');
  if (unit.order.kind === 'retreat') mods.push('retreating');
  if (t.formation === 'skirmish' || t.type === 'cinc' || t.type === 'messenger') mods.push('target-skirmish');
  else if (t.formation === 'square') mods.push('target-square');
  if (target.cover) mods.push('target-cover');
  if (mounted(t)) mods.push('target-mounted');
  if (t.type === 'artillery') mods.push('target-artillery');
  return mods;
}

/** G11.11(1): each working machine gun rolls before it fires; returns the pieces that fire. */
function* jamRolls(unit: UnitState): Procedure<Gun[]> {
  const firing: Gun[] = [];
  for (const gun of unit.guns.filter((g) => g.state === 'ok')) {
    if (GUNS[gun.gun].weapon !== 'mg') {
      firing.push(gun);
      continue;
    }
    const [d6] = yield* roll(nd(1, 6), `G11.11: jam roll for ${possessive(unit.name)} ${GUNS[gun.gun].name}`, unit.side);
    if (jammed(gun.gun, d6!)) {
      gun.state = 'jammed';
      yield* instruct({ type: 'note', text: `${possessive(unit.name)} ${GUNS[gun.gun].name} jams`, reasons: [{ rule: 'G11.11', text: `jam roll ${d6}`, dice: [d6!] }] });
    } else firing.push(gun);
  }
  return firing;
}

/** G4.5 (G18 reading 29): a company's attached gun fires with it, as 10 figures for a machine gun, 5 for a mountain gun (G11.6). */
function* attachedFigures(unit: UnitState): Procedure<number> {
  if (!hasAttachedGun(unit)) return 0;
  return (yield* jamRolls(unit)).reduce((sum, g) => sum + FIGURES_PER_PIECE[GUNS[g.gun].weapon], 0);
}

/** G11.6–G11.10: resolves one declared fire into pending losses, the commander roll and a shot spent. */
function* resolveFire(state: GuaitanaState, shot: Declared, pending: PendingLosses): Procedure<void> {
  const { unit } = shot;
  let weapon = firingWeapon(unit)!;
  let firers = unit.figures;
  if (weapon === 'mg' || weapon === 'cannon') {
    firers = (yield* jamRolls(unit)).length;
    if (firers === 0) return;
    weapon = firingWeapon(unit)!;
  } else firers += yield* attachedFigures(unit);
  const { basic } = shotsLeft(unit, !unit.turn.moved);
  if (basic > 0) unit.shots++;
  else unit.reserveShots++;
  unit.turn.fired = true;
  unit.lastTarget = { unit: shot.targets[0]!.unit, band: shot.targets[0]!.band, cover: shot.targets[0]!.cover };
  for (const target of shot.targets) {
    const t = state.units[target.unit]!;
    const mods = fireModifiers(state, unit, target);
    const formation = unit.formation === 'mass' || unit.formation === 'square' ? unit.formation : undefined;
    const plan = firePlan({ firers, weapon, band: target.band, ...(formation ? { formation } : {}), surprised: unit.turn.surprised, mods });
    t.turn.firedOn = true;
    if (plan.firing === 0) continue;
    const faces = yield* roll(nd(plan.firing, 6), `G11.7: ${unit.name}${shot.forced ? ' (forced)' : ''} fires at ${t.name}, ${target.band} range: ${plan.firing} dice hit on ${plan.chance} or less`, unit.side);
    const hits = pending.add(t, fireHits(plan.chance, faces));
    const halved = plan.halvings.map((h) => h.why).join(', ');
    const traced: TraceEvent = { kind: 'fire', unit: unit.id, side: unit.side, weapon, target: t.id, targetUnit: t.id, ...(target.distance === null ? {} : { distance: target.distance }), band: target.band, dice: faces, hits };
    yield* instruct({ type: 'note', text: `${unit.name} fires at ${t.name}: ${hits} hit${hits === 1 ? '' : 's'}`, trace: [traced], reasons: [{ rule: 'G11.6-G11.8', text: `${plan.base} firing${halved ? `, halved for ${halved}` : ''} → ${plan.firing} dice; hit on ${plan.chance}${mods.length ? ` (${mods.join(', ')})` : ''}`, dice: faces }] });
    yield* commanderRoll(state, t, hits, 'G11.9');
  }
}

/** A unit's fire at its first target, in words: "at Alula's riflemen (long range, 45 cm; 5 shots left)". */
function aimWords(state: GuaitanaState, { unit, targets }: Omit<Declared, 'forced'>): string {
  const first = targets[0]!;
  const { basic, reserve } = shotsLeft(unit, !unit.turn.moved);
  return `at ${state.units[first.unit]!.name} (${first.band} range${cmWords(first)}; ${basic} shots left${reserve ? ` and ${reserve} in reserve` : ''})`;
}

/**
 * G11.2: a side declares its fire (Italians first): one question of the targets of every unit
 * that may fire, then the side's choice, every unit with a target firing at once, or one of them
 * holding and the rest asked again. A unit that holds with a target in reach goes to `held`, for
 * the forced-fire test; both lists keep the units' order, whatever order they were held in.
 */
function* declareFire(state: GuaitanaState, side: string, declared: Declared[], held: Declared[]): Procedure<void> {
  const firers = onTable(state, side).filter(mayFire);
  if (firers.length === 0) return;
  const name = sideOf(state, side).name;
  const found = yield* fact({ id: 'fire-targets', units: firers.map((u) => u.id) }, `G11.3-G11.4: whom the units of ${name} may fire at`);
  const aimed = firers.flatMap((unit) => {
    const targets = legalTargets(state, unit, found[unit.id] ?? []);
    return targets.length === 0 ? [] : [{ unit, targets }];
  });
  const holding = new Set<UnitState>();
  for (let rest = aimed; rest.length > 0; rest = rest.filter((a) => !holding.has(a.unit))) {
    const all = rest.map((a) => ({ unit: a.unit.id, target: a.targets[0]!.unit, band: a.targets[0]!.band, cm: a.targets[0]!.distance }));
    const pick = yield* decide(side, 'fire', rest.map((a) => a.unit.id), [
      { id: 'fire/all', label: rest.length === 1 ? `${rest[0]!.unit.name} fires ${aimWords(state, rest[0]!)}` : `All fire: ${rest.map((a) => `${a.unit.name} ${aimWords(state, a)}`).join('; ')}`, meaning: { fire: all } },
      ...rest.map((a) => ({ id: `fire/hold/${a.unit.id}`, label: `${a.unit.name} holds its fire`, meaning: { hold: a.unit.id } })),
    ], `G11.2: ${name} declare their fire`);
    if ('fire' in pick.meaning) break;
    holding.add(state.units[pick.meaning.hold]!);
  }
  for (const a of aimed) (holding.has(a.unit) ? held : declared).push({ ...a, forced: holding.has(a.unit) });
}

/**
 * G11.13: Italian infantry and artillery (dismounted cavalry count as infantry) that held fire
 * with a legal target roll; 4–6 must fire at the nearest, before casualties are removed (G18.38).
 */
function* forcedFire(state: GuaitanaState, held: readonly Declared[], pending: PendingLosses): Procedure<void> {
  for (const shot of held) {
    const { unit } = shot;
    const italianFoot = nationOf(state, unit) === 'italian' && (unit.type === 'italian-infantry' || unit.type === 'artillery' || (unit.type === 'italian-cavalry' && unit.dismounted));
    if (!italianFoot) continue;
    const [d6] = yield* roll(nd(1, 6), `G11.13: forced-fire test for ${unit.name}, which held its fire: 4-6 must fire`, unit.side);
    if (!mustFire(d6!)) continue;
    yield* instruct({ type: 'note', text: `${unit.name} cannot hold its fire`, reasons: [{ rule: 'G11.13', text: `forced-fire test ${d6}: it must fire at the nearest enemy`, dice: [d6!] }] });
    yield* resolveFire(state, shot, pending);
  }
}

/** G11.11(3): jammed guns roll at the start of the Fire phase: 1-2 clear, 3-4 stay jammed, 5-6 broken. */
function* unjamRolls(state: GuaitanaState): Procedure<void> {
  for (const unit of Object.values(state.units).filter((u) => !u.eliminated && u.guns.some((g) => g.state === 'jammed'))) {
    for (const gun of unit.guns.filter((g) => g.state === 'jammed')) {
      const [d6] = yield* roll(nd(1, 6), `G11.11: unjam roll for ${possessive(unit.name)} ${GUNS[gun.gun].name}`, unit.side);
      const result = unjam(d6!);
      gun.state = result === 'cleared' ? 'ok' : result === 'broken' ? 'broken' : 'jammed';
      yield* instruct({ type: 'note', text: `${possessive(unit.name)} ${GUNS[gun.gun].name}: ${result}`, reasons: [{ rule: 'G11.11(3)', text: `unjam roll ${d6}`, dice: [d6!] }] });
    }
  }
}

/**
 * Phase 4, Fire (G11): jammed guns try to clear; both sides declare (Italians first), then
 * every fire is resolved at once, figures staying in play until all have fired; Italians who
 * held fire take the forced-fire test; the dead are removed; every unit fired on tests morale.
 */
export function* firePhase(state: GuaitanaState): Procedure<void> {
  yield* unjamRolls(state);
  const declared: Declared[] = [], held: Declared[] = [];
  for (const side of italiansFirst(state)) yield* declareFire(state, side.id, declared, held);
  const pending = new PendingLosses();
  for (const shot of declared) yield* resolveFire(state, shot, pending);
  yield* forcedFire(state, held, pending);
  yield* removeLosses(state, pending, 'G11.14');
  yield* testOrRetreat(state, (u) => u.turn.firedOn, 'fired-on', 'stands', { rule: 'G11.14', text: 'a unit failing its Morale Test after enemy fire goes into Retreat' });
}
