import { roll, type Procedure } from '../../../src/engine/requests.js';
import { decide, type TynesideOption } from '../decisions.js';
import { nd } from '../../../src/dice/dice-spec.js';
import { commandedMayFire, handHurledShots, uncommandedShots } from '../rules/fire-rate.js';
import { toHitNeeded } from '../rules/to-hit.js';
import { damageResult } from '../rules/damage.js';
import { WEAPONS } from '../tables/weapons.js';
import type { CanShootAsked, FireTarget, Shot } from '../facts.js';
import { living, unitsOf, type FigureState, type TynesideState, type UnitState } from '../state.js';
import { applyHit, tellRemovals, type Removal } from './casualties.js';
import { attachedAmong, listed } from './figure-words.js';
import { fact, instruct } from './requests.js';
import { Victims } from './hit-allocation.js';
import type { TraceEvent } from '../../../src/engine/trace.js';
import { possessive } from '../../../src/engine/english.js';

/** The figure's shooting weapon (the longest-ranged it carries), if any. */
export function rangedWeapon(figure: FigureState): FigureState['weapons'][number] | null {
  // The first of the longest-ranged, as a stable sort by range would put first; a loop, not a
  // filtered and sorted copy: the fire and risk facts ask it of every figure they look at.
  let best: FigureState['weapons'][number] | null = null, longest = -Infinity;
  for (const w of figure.weapons) {
    const long = WEAPONS[w.weapon].range.long;
    if (long !== null && long > longest) {
      best = w;
      longest = long;
    }
  }
  return best;
}

/** T16–T23: rolls the given shots at a target: D8 to hit per range band, D6 damage, hits randomised among visible figures (of `shooters`, those who could shoot at it). */
function* resolveShots(state: TynesideState, shooter: UnitState, shooters: readonly FigureState[], target: FireTarget, shots: readonly Shot[], why: string, book: FireBook): Procedure<void> {
  const targetUnit = state.units[target.unit]!;
  // T22.1, T22.3: a leader attached to the target is one of the figures its hits fall on, at random: the player is told who
  const leaders = attachedAmong(state, targetUnit, target.visible).map((f) => f.name);
  const onLeaders = leaders.length === 0 ? '' : `; hits fall at random among its figures in sight, ${listed(leaders)} among them`;
  const leaderReason = leaders.length === 0 ? [] : [{ rule: 'T22.3', text: 'a leader within 5 cm of a group is one of its figures for the allocation of hits (T22.1: at random)' }];
  yield* instruct({ type: 'note', text: `${shooter.name} fires ${shots.length} shot${shots.length === 1 ? '' : 's'} at ${targetUnit.name} (${target.cover === 'open' ? 'in the open' : `${target.cover} cover`})${onLeaders}`, reasons: [{ rule: 'T16', text: why }, ...leaderReason] });
  const traced: TraceEvent[] = [];
  const fired = (shot: Shot, dice: number[], hits: number) => traced.push({
    kind: 'fire', unit: shooter.id, side: shooter.side, shooter: shot.figure, weapon: shot.weapon,
    target: shot.target ?? target.visible[0] ?? target.unit, targetUnit: target.unit, distance: shot.distance, band: shot.band, dice, hits,
  });
  const removals: Removal[] = [];
  yield* rollShots(state, shooter, shooters.map((f) => f.id), target, shots, fired, removals);
  yield* tellRemovals(state, removals);
  shooter.firedAt = state.halfTurn;
  const hits = traced.reduce((n, e) => n + (e.kind === 'fire' ? e.hits : 0), 0);
  if (removals.length > 0) book.fell(removals.map((r) => r.figure));
  yield* instruct({ type: 'note', text: `${shooter.name}: ${hits} hit${hits === 1 ? '' : 's'} from ${shots.length} shot${shots.length === 1 ? '' : 's'}`, reasons: [{ rule: 'T20', text: 'one D8 per shot against the range band and cover' }], trace: traced });
}

/** The dice of `resolveShots`, each shot reported to `fired` with its dice and whether it hit; the figures killed go to `removals`. */
function* rollShots(state: TynesideState, shooter: UnitState, shooters: readonly string[], target: FireTarget, shots: readonly Shot[], fired: (shot: Shot, dice: number[], hits: number) => void, removals: Removal[]): Procedure<void> {
  const victims = new Victims(state, shooter, shooters, target);
  for (const band of ['short', 'medium', 'long'] as const) {
    const inBand = shots.filter((s) => s.band === band);
    if (inBand.length === 0) continue;
    const needed = toHitNeeded(band, target.cover);
    const d8s = yield* roll(nd(inBand.length, 8), `T20: ${shooter.name} to hit at ${band} range, ${target.cover} cover (${needed}+ on a D8)`, shooter.side);
    for (const [i, d8] of d8s.entries()) {
      const shot = inBand[i]!;
      if (d8 < needed) {
        fired(shot, [d8], 0);
        continue;
      }
      const firer = state.figures[shot.figure]!;
      const row = WEAPONS[shot.weapon].damage!;
      const [d6] = yield* roll(nd(1, 6), `T21: damage from ${possessive(firer.role === 'soldier' ? shooter.name : firer.name)} ${WEAPONS[shot.weapon].name}`, shooter.side);
      fired(shot, [d8, d6!], 1);
      const { result, modified } = damageResult(row, firer.cls, d6!);
      const victim = yield* victims.next(result);
      if (!victim) return;
      yield* applyHit(state, victim, result, [{ rule: 'T21', text: `hit (D8 ${d8} ≥ ${needed}), damage D6 ${d6}${modified !== d6 ? ` → ${modified}` : ''}: ${result}`, cell: `${row} row, ${modified}`, dice: [d8, d6!] }], removals);
    }
  }
}

/**
 * What the units of one shooting step know of their targets (T16.1): each unit's nearest visible
 * enemy unit and what it can hit of it, asked for all the units still to fire uncommanded at
 * once, and remembered until an enemy figure falls. Nothing moves while a side shoots, and sight
 * (T18.2, T30) depends on terrain and the enemy's books, never on figures, so a fallen figure
 * changes a unit's nearest enemy only if it was of that enemy unit (its nearest figure, or its
 * last) or a leader counted with a group (T22.3); what a unit can hit it may change for any unit,
 * a figure in the way being gone (T18.1), so that is asked again, the nearest enemy with it only
 * where it may have changed.
 */
class FireBook {
  /** Each unit's nearest visible enemy unit, null where it sees none. */
  private readonly nearest = new Map<string, string | null>();
  /** What each unit answered when last asked: the likely answer when it is asked again. */
  private readonly was = new Map<string, NonNullable<CanShootAsked['was']>>();
  private readonly aims = new Map<string, FireTarget | null>();

  constructor(private readonly state: TynesideState, private readonly batch: () => { unit: UnitState; shooters: FigureState[] }[]) {}

  /** These figures fell (T23). */
  fell(figures: readonly FigureState[]): void {
    const units = new Set(figures.map((f) => f.unit));
    const leader = [...units].some((id) => this.state.units[id]!.kind === 'leader');
    for (const [unit, at] of this.nearest) if (at !== null && (leader || units.has(at))) this.nearest.delete(unit);
    this.aims.clear();
  }

  /** What the shooters can hit of the unit's nearest visible enemy, or null; the other units still to fire are asked with it. */
  *aim(unit: UnitState, shooters: readonly FigureState[], why: string): Procedure<FireTarget | null> {
    if (!this.aims.has(unit.id)) {
      const asked: CanShootAsked[] = [];
      for (const other of [{ unit, shooters }, ...this.batch().filter((b) => b.unit.id !== unit.id)]) {
        if (this.aims.has(other.unit.id)) continue;
        const at = this.nearest.get(other.unit.id);
        // Sees no enemy: nothing to ask.
        if (at === null) this.aims.set(other.unit.id, null);
        else {
          const was = this.was.get(other.unit.id);
          asked.push({ unit: other.unit.id, shooters: other.shooters.map((f) => f.id), at: at ?? null, ...(was ? { was } : {}) });
        }
      }
      if (asked.length > 0) {
        const able = yield* fact({ id: 'can-shoot', units: asked }, why);
        for (const a of able) {
          this.nearest.set(a.unit, a.at);
          const t = a.target;
          if (a.at !== null) this.was.set(a.unit, { at: a.at, distance: t?.distance ?? null, cover: t?.cover ?? null, ...(t?.uncounted ? { uncounted: t.uncounted } : {}) });
          this.aims.set(a.unit, a.target);
        }
      }
    }
    return this.aims.get(unit.id) ?? null;
  }
}

/**
 * T19: the target's shots, counted where the answer left them as upper bounds (a real table:
 * only for the target fired at, A-21); its figures in sight are counted by `Victims`, only once
 * a hit needs them (A-29).
 */
function* counted(state: TynesideState, unit: UnitState, shooters: readonly FigureState[], aimed: FireTarget, per?: 2 | 3): Procedure<FireTarget> {
  if (!aimed.uncounted?.unseen && !aimed.uncounted?.further) return aimed;
  return yield* fact({ id: 'fire-count', unit: unit.id, shooters: shooters.map((f) => f.id), aim: aimed, ...(per ? { per } : {}) }, `T19: how many of ${unit.name} can shoot at ${state.units[aimed.unit]!.name}`);
}

/** Uncommanded fire (T16.1, T14.3): only at the nearest enemy, 1 per 2 figures stationary, 1 per 3 moving. */
function* uncommandedFire(state: TynesideState, unit: UnitState, shooters: FigureState[], book: FireBook): Procedure<void> {
  const aimed = yield* book.aim(unit, shooters, `T16.1: ${unit.name} shoots only at its nearest enemy: can it?`);
  if (!aimed) return;
  const thrown = (t: FireTarget) => t.shots.every((s) => WEAPONS[s.weapon].loading === 'hand-hurled');
  // 1 shot per `per` figures (uncommandedShots): a count is asked only as far as the shots taken need it
  const target = yield* counted(state, unit, shooters, aimed, thrown(aimed) || unit.moved > 0 ? 3 : 2);
  const handHurled = thrown(target);
  const count = uncommandedShots(target.shots.length, unit.moved > 0, handHurled);
  if (count === 0) return;
  yield* resolveShots(state, unit, shooters, target, target.shots.slice(0, count), `uncommanded: ${target.shots.length} figures can fire, ${count} shots (${handHurled ? '1 per 3, hand-hurled' : unit.moved > 0 ? '1 per 3, moved' : '1 per 2, stationary'})`, book);
  for (const f of shooters) if (f.weapons.some((w) => w.loading === 'muzzle')) f.loaded = false;
}

/** T20.1: the hits a target's shots score on average, each shot hitting on a D8 of its band's number or more against the cover. */
function expectedHits(target: FireTarget): number {
  return target.shots.reduce((sum, s) => sum + (9 - toHitNeeded(s.band, target.cover)) / 8, 0);
}

/**
 * The shots by band, as the choice says them ("2 short, 4 medium range"). Not a distance: at a
 * real table a target's distance is only its band's outer limit, which would read as measured.
 */
function bandsText(target: FireTarget): string {
  const counts = (['short', 'medium', 'long'] as const).map((band) => [band, target.shots.filter((s) => s.band === band).length] as const).filter(([, n]) => n > 0);
  return `${counts.map(([band, n]) => (counts.length > 1 ? `${n} ${band}` : band)).join(', ')} range`;
}

/** Commanded fire (T16.2, T17): each figure able to fire under its loading rule shoots once at a chosen target. */
function* commandedFire(state: TynesideState, unit: UnitState, shooters: FigureState[], book: FireBook): Procedure<void> {
  const able = shooters.filter((f) => commandedMayFire(rangedWeapon(f)!.loading ?? 'breech', unit.moved, f.loaded));
  if (able.length === 0) return;
  const targets = yield* fact({ id: 'fire-targets', unit: unit.id, shooters: able.map((f) => f.id) }, `T16.2: what ${unit.name} can hit`);
  if (targets.length === 0) return;
  const options: TynesideOption<'target'>[] = [
    ...targets.map((t) => ({ id: t.unit, label: `${unit.name} fires at ${state.units[t.unit]!.name}: ${t.uncounted?.unseen ? 'up to ' : ''}${t.shots.length} shots (${bandsText(t)}), ${t.cover === 'open' ? 'open' : `${t.cover} cover`}`, meaning: { target: t.unit, shots: t.shots.length, distance: t.distance, cover: t.cover, expectedHits: expectedHits(t) } })),
    { id: 'hold-fire', label: `${unit.name} holds its fire`, meaning: { target: null, shots: 0, distance: null, cover: null, expectedHits: 0 } },
  ];
  const pick = yield* decide(unit.side, 'target', [unit.id], options, `T16.2: ${possessive(unit.name)} target`);
  const chosen = options.find((o) => o.id === pick.option)!.meaning.target;
  const aimed = targets.find((t) => t.unit === chosen);
  if (!aimed) return;
  const target = yield* counted(state, unit, able, aimed);
  if (target.shots.length === 0) return;
  const handHurled = target.shots.filter((s) => WEAPONS[s.weapon].loading === 'hand-hurled');
  const shots = [...target.shots.filter((s) => WEAPONS[s.weapon].loading !== 'hand-hurled'), ...handHurled.slice(0, handHurledShots(handHurled.length))];
  yield* resolveShots(state, unit, able, target, shots, `commanded: every figure able to fire shoots once (${pick.reasons.map((r) => r.text).join('; ') || 'target chosen'})`, book);
  for (const s of shots) state.figures[s.figure]!.loaded = false;
}

/**
 * Step 3 (T16–T23): the active side shoots. Units that ran do not (A-48); commanded units of
 * volley-capable figures and PCs who declared fire choose targets; everyone else fires
 * uncommanded at the nearest enemy. Muzzle-loaders that neither moved nor fired load (T17.1).
 */
export function* shootingStep(state: TynesideState, active: string): Procedure<void> {
  const firing = unitsOf(state, active).filter((u) => !u.marker && u.result?.cell.code !== 'RUN');
  // How each unit fires (T16): null when it does not, 'uncommanded' at its nearest enemy, asked of all of them at once.
  const way = (unit: UnitState, shooters: readonly FigureState[]): 'commanded' | 'uncommanded' | null => {
    if (shooters.length === 0) return null;
    if (unit.kind === 'leader') {
      // T8.2 (A-9): a PC or relay who rolled full command dice may not load or fire this half-turn.
      if (unit.declaredFire) return 'commanded';
      return !unit.commanded && state.figures[unit.figures[0]!]!.role !== 'pc' ? 'uncommanded' : null;
    }
    return unit.commanded && shooters.every((f) => f.volley) ? 'commanded' : 'uncommanded';
  };
  const shootersOf = (unit: UnitState) => living(state, unit).filter((f) => rangedWeapon(f) !== null);
  let next = 0;
  const uncommanded = () => firing.slice(next).filter((u) => way(u, shootersOf(u)) === 'uncommanded');
  const book = new FireBook(state, () => uncommanded().map((unit) => ({ unit, shooters: shootersOf(unit) })));
  for (const [i, unit] of firing.entries()) {
    next = i;
    const shooters = shootersOf(unit);
    const how = way(unit, shooters);
    if (how === 'commanded') yield* commandedFire(state, unit, shooters, book);
    else if (how === 'uncommanded') yield* uncommandedFire(state, unit, shooters, book);
  }
  for (const unit of unitsOf(state, active)) {
    if (unit.moved > 0 || unit.firedAt === state.halfTurn) continue;
    for (const f of living(state, unit)) f.loaded = true;
  }
}
