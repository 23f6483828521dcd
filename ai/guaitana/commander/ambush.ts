import type { Choice } from '../../../src/engine/requests.js';
import type { Point } from '../../../src/table/shapes.js';
import { atMost } from '../../../src/table/tolerance.js';
import type { UnitState } from '../../../rulesets/guaitana/state.js';
import { attackReach, attacksWithFirearms, capacityOf, firingWeapon, mounted } from '../../../rulesets/guaitana/procedures/traits.js';
import { closeCm } from '../../../rulesets/guaitana/rules/range.js';
import { possessive } from '../../../src/engine/english.js';
import { optionsOf, pick, type RequestOf } from '../typed.js';
import { planReason, type Orders } from './choices.js';
import { expectedVolley } from './volley.js';
import { hypot } from '../../../src/table/hypot.js';

/** A hidden unit's way onto the table as offered (G9.2): where it would stand and the Italian unit nearest. */
export interface Spot {
  readonly option: RequestOf<'activate'>['options'][number];
  readonly unit: UnitState;
  readonly cm: number;
  readonly near: UnitState | null;
  readonly at: Point | null;
}

/** The reveals a request offers with their distance known. */
export function spotsOf(o: Orders, request: RequestOf<'activate'>): Spot[] {
  return optionsOf(request).flatMap((option) => {
    const m = option.meaning;
    if (!('reveal' in m) || m.cm === undefined) return [];
    return [{ option, unit: o.state.units[m.reveal]!, cm: m.cm, near: m.near ? o.state.units[m.near]! : null, at: m.at ?? null }];
  });
}

/**
 * The share of its figures a unit brought on should expect to lose to the next Fire phase before
 * its blow tells: above it, the volleys it walks into leave it short of the −1 (a third lost) or
 * −2 (half lost) Morale Test tiers (G13.3) and likely in Retreat before the melee (G11.14).
 */
export const AFFORDABLE_LOSS = 1 / 3;

/**
 * Where a unit brought on at `s` stands when the Fire phase comes, its Attack made (G8.5): in
 * contact with the Italian unit, or at Close range of it for firearms, on the line from its spot.
 */
function strikesFrom(s: Spot): Point {
  const to = s.near!.pos!, from = s.at!;
  const gap = hypot(from.x - to.x, from.y - to.y);
  // short of its reach it ends its Attack move a move nearer (G8.5: half a move with firearms)
  const short = Math.max(0, s.cm - attackReach(s.unit)) > 0 ? gap - (attacksWithFirearms(s.unit) ? capacityOf(s.unit) / 2 : capacityOf(s.unit)) : 0;
  const stop = Math.max(short, attacksWithFirearms(s.unit) ? Math.min(gap, closeCm(firingWeapon(s.unit)) ?? 0) : 0);
  if (gap === 0) return to;
  return { x: to.x + ((from.x - to.x) * stop) / gap, y: to.y + ((from.y - to.y) * stop) / gap };
}

/**
 * The fire `spots` would draw, all brought on together where they are offered (each Italian
 * unit firing at the nearest, G11.4), as a share of their figures; null when a spot's place is
 * not known (a real table's human places hidden units).
 */
export function shareLost(o: Orders, spots: readonly Spot[]): number | null {
  if (spots.some((s) => s.at === null || s.near?.pos == null)) return null;
  const ends = spots.map((s) => ({ s, at: strikesFrom(s) }));
  const standing = [...o.situation.units, ...ends.map(({ s, at }) => ({ ...s.unit, pos: at }))];
  const hits = ends.reduce((sum, { s, at }) => sum + expectedVolley(o.state, s.unit, at, standing), 0);
  return hits / Math.max(1, spots.reduce((sum, s) => sum + s.unit.figures, 0));
}

/**
 * The share of its figures a group brought on may lose to the next volleys: `AFFORDABLE_LOSS`
 * for masses and horsemen, whose blow comes after the fire (G7); for firearms, which shoot in
 * the same phase (G11.1), as much as the share of the target's figures their own fire should
 * take: half a Mass fires (G11.3), at Close range on 3 or less (G11.7, veterans +1, and the
 * target's own modifiers, G11.8).
 */
function affordable(group: readonly Spot[]): number {
  const target = group[0]!.near;
  if (!target || !group.every((s) => attacksWithFirearms(s.unit))) return AFFORDABLE_LOSS;
  // G11.8: a mounted target or a square +1, a skirmish line or guns −1
  const onTarget = (mounted(target) || target.formation === 'square' ? 1 : 0) - (target.formation === 'skirmish' || target.type === 'artillery' ? 1 : 0);
  const hits = group.reduce((sum, s) => sum + (s.unit.figures / 2) * Math.min(6, Math.max(1, 3 + (s.unit.quality === 'veteran' ? 1 : 0) + onTarget)) / 6, 0);
  return Math.min(1, hits / Math.max(1, target.figures));
}

/** Strikes home this very phase: its Attack reaches the Italian unit (G8.5: a charge to contact, or Close range for firearms). */
const strikesNow = (s: Spot) => atMost(s.cm, attackReach(s.unit));
/** A charge home this phase: a mass or horsemen reaching contact, which pins the unit and, if it has moved, surprises it (G9.8). */
const chargesHome = (s: Spot) => strikesNow(s) && !attacksWithFirearms(s.unit);

/**
 * The groups an ambush could bring on, each against one Italian unit: the hidden units whose
 * Attack strikes it this very phase, and, around a charge that strikes home, those a move
 * short of it, who close in while its fire is split (G11.4) and the charge holds it (G9.8).
 */
function groups(o: Orders, spots: readonly Spot[]): Spot[][] {
  const byTarget = new Map<string, Spot[]>();
  for (const s of spots) if (s.near) byTarget.set(s.near.id, [...(byTarget.get(s.near.id) ?? []), s]);
  return [...byTarget.values()].flatMap((near) => {
    const now = near.filter(strikesNow);
    if (now.length === 0) return [];
    if (!now.some(chargesHome)) return [now];
    const behind = near.filter((s) => !strikesNow(s) && atMost(s.cm, attackReach(s.unit) + capacityOf(s.unit)));
    // the charge first, then those that strike at once, then the rest
    return [[...now.filter(chargesHome), ...now.filter((s) => !chargesHome(s)), ...behind]];
  });
}

/**
 * G9.2: an ambush that pays: a group of `groups` brought on together, the one the Italians' next
 * volleys thin least first; it springs only when the group would lose less than it can afford
 * to that fire (`affordable`: G11.14, every unit fired on tests morale, so a mass shot to pieces
 * is in Retreat before it strikes). The first of the group is brought on now and the rest at
 * the choices that follow, whatever the fire then looks like: they were sent in together.
 * Null: none pays.
 */
export function ambush(o: Orders, request: RequestOf<'activate'>): Choice | null {
  const spots = spotsOf(o, request);
  const joining = o.ambushing?.turn === o.state.turn ? spots.find((s) => o.ambushing!.units.includes(s.unit.id)) : undefined;
  if (joining) return pick(joining.option, 'G9.2', `${joining.unit.name} comes out with the ambush on ${o.ambushing!.target}, ${joining.cm} cm away: they go in together, so the Italians' fire is split among them (G11.4)`, [planReason(o, joining.unit)]);
  const weighed = groups(o, spots).map((g) => ({ g, lost: shareLost(o, g) }));
  const best = weighed.filter((x) => x.lost === null || x.lost < affordable(x.g)).sort((a, b) => (a.lost ?? 0) - (b.lost ?? 0) || b.g.length - a.g.length)[0];
  if (!best) return null;
  const first = best.g[0]!;
  const target = first.near ? first.near.name : 'the Italians';
  o.ambushing = { turn: o.state.turn, units: best.g.slice(1).map((s) => s.unit.id), target };
  const together = best.g.length > 1 ? `, and ${best.g.slice(1).map((s) => s.unit.name).join(', ')} come out with it` : '';
  const fire = best.lost === null ? '' : ` (the fire they draw should cost ${Math.round(best.lost * 100)}% of their figures)`;
  return pick(first.option, 'G9.2', `${target} is ${first.cm} cm away, within the ${attackReach(first.unit)} cm ${possessive(first.unit.name)} Attack strikes at this turn${together}: spring the ambush${fire}`, [planReason(o, first.unit)]);
}

/** G9.2: whether an ambush would strike now but draws too much fire: the reason the hidden stay hidden. */
export function ambushDeclined(o: Orders, request: RequestOf<'activate'>): string | null {
  const striking = spotsOf(o, request).filter(strikesNow);
  if (striking.length === 0) return null;
  const lost = shareLost(o, striking);
  return `${striking.map((s) => s.unit.name).join(' and ')} could strike from hiding, but the Italian rifles and guns there would cost ${lost === null ? 'too many' : `${Math.round(lost * 100)}%`} of the figures before the melee: the hidden stay hidden (G6)`;
}
