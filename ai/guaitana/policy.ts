import type { Choice, ChooseRequest } from '../../src/engine/requests.js';
import type { Reason } from '../../src/engine/reasons.js';
import type { Policy } from '../../src/engine/ruleset.js';
import type { Aim, Distance, Gear, GuaitanaDecisions } from '../../rulesets/guaitana/decisions.js';
import { sideOf, type GuaitanaState, type UnitState } from '../../rulesets/guaitana/state.js';
import type { Formation } from '../../rulesets/guaitana/tables/troops.js';
import { attackReach, attacksWithFirearms, firingWeapon, shotsLeft } from '../../rulesets/guaitana/procedures/traits.js';
import { limberOptions } from '../../rulesets/guaitana/procedures/limber.js';
import { formationChoices, mustMove } from '../../rulesets/guaitana/procedures/movement-phase.js';
import { eachInTurn } from './initiatives.js';
import { rideOptions } from '../../rulesets/guaitana/procedures/cinc-move.js';
import { atMost } from '../../src/table/tolerance.js';
import { RANGES } from '../../rulesets/guaitana/tables/weapons.js';
import { find, optionsOf, pick, typed, type RequestOf } from './typed.js';
import { possessive } from '../../src/engine/english.js';
import { hypot } from '../../src/table/hypot.js';

/** What a policy function decides, before it is matched to an option: a meaning and why. */
interface Verdict<M> {
  readonly meaning: M;
  readonly reasons: readonly Reason[];
}
const verdict = <M>(meaning: M, rule: string, text: string): Verdict<M> => ({ meaning, reasons: [{ rule, text }] });

export const italian = (state: GuaitanaState, unit: UnitState) => sideOf(state, unit.side).nation === 'italian';
export const seen = (state: GuaitanaState, unit: UnitState) => (state.sight[unit.id] ?? []).map((id) => state.units[id]!).filter((u) => !u.eliminated);
/**
 * Masses and horsemen that could charge the unit home next turn, centre to centre within their
 * charge reach: the enemies a square is for. Riflemen stop at Close range (G8.5). While enemy
 * rifles or muskets have the unit in range, a square formed before a mass is that near only
 * draws their fire, +1 to be hit (G11.8) with half its own rifles answering (G11.6); forming
 * takes half a move (G9.7(3)), so it is formed at the last moment. With no firearm to punish it,
 * a turn's misjudgement earlier.
 */
/** How far beyond a mass's charge reach (cm) a square is formed when no enemy firearm would punish it: a turn's misjudgement. */
const EARLY_SQUARE_CM = 15;
function chargers(state: GuaitanaState, unit: UnitState): UnitState[] {
  if (!unit.pos) return [];
  const cm = (u: UnitState) => hypot(u.pos!.x - unit.pos!.x, u.pos!.y - unit.pos!.y);
  // with no enemy firearm in range to punish a square, it may as well be formed a turn early
  const shotAt = seen(state, unit).some((u) => u.pos && firingWeapon(u) !== null && firingWeapon(u) !== 'javelin' && atMost(cm(u), RANGES[firingWeapon(u)!].long));
  const margin = shotAt ? 0 : EARLY_SQUARE_CM;
  return seen(state, unit).filter((u) => u.pos && !attacksWithFirearms(u) && u.type !== 'cinc' && u.type !== 'messenger' && u.type !== 'baggage'
    && atMost(cm(u), attackReach(u) + margin));
}

/** The unit a decision is about (its first), as the procedure named it. */
const subject = (state: GuaitanaState, request: ChooseRequest) => state.units[request.decision!.units[0]!];

/**
 * G9.7: a square once masses or horsemen could charge home (+2 morale, −1 to be hit in melee,
 * no flank), but not before: it fires with half its figures and is +1 to be hit (G11.3, G11.8);
 * a skirmish line under fire (−1 to be hit); column to march; line to fire with every figure
 * when a square is no longer needed. `forms`: its own first.
 */
export function formationFor(state: GuaitanaState, unit: UnitState, forms: readonly Formation[]): Verdict<Formation> {
  const can = (f: Formation) => forms.includes(f);
  const threats = chargers(state, unit);
  const keep = forms[0]!;
  if (threats.length > 0) {
    if (keep === 'square') return verdict(keep, 'G9.7', `${threats[0]!.name} could charge home: the square stands`);
    if (can('square')) return verdict('square', 'G9.7', `${threats[0]!.name} could charge home next turn: a square has no flank and gets +2 morale and −1 to be hit in melee`);
    return verdict(keep, 'G9.7', 'no square to form: the present formation stands');
  }
  if (unit.firedOnLastTurn && keep !== 'skirmish' && can('skirmish')) return verdict('skirmish', 'G11.8', 'under fire from firearms and no mass within charge reach: a skirmish line is −1 to hit and fires with every figure');
  if (seen(state, unit).length === 0 && unit.order.kind === 'move' && keep !== 'column' && can('column')) return verdict('column', 'G9.4', 'no enemy in sight: march in column at 15 cm');
  if (keep === 'square' && seen(state, unit).length > 0 && can('line')) return verdict('line', 'G11.3', 'no mass or horsemen within charge reach: a line fires with every figure, a square with half and is +1 to be hit');
  return verdict(keep, 'G9.7', 'the present formation serves; changing costs half the move');
}

/** G9.7: guns come off the mules to fight and go back on to march; horsemen fight mounted, with the lance (G12.4). `gears`: keep first. */
export function gearFor(state: GuaitanaState, unit: UnitState, gears: readonly Gear['gear'][]): Verdict<Gear['gear']> {
  const enemy = seen(state, unit).length > 0;
  if (gears.includes('unpack') && (enemy || unit.order.kind === 'defend')) return verdict('unpack', 'G9.7(2)', enemy ? 'the enemy is in sight: bring the guns into battery' : 'on Defend: guns on mules cannot fire');
  if (gears.includes('pack') && !enemy && unit.order.kind === 'move') return verdict('pack', 'G9.7(2)', 'no enemy in sight and a march ahead: on the mules the guns move 15 cm instead of 5');
  if (gears.includes('mount')) return verdict('mount', 'G9.7(1)', 'back on the horses: 30 cm and the lance');
  return verdict('keep', 'G9.7', unit.type === 'artillery' ? 'the guns stay as they are' : 'mounted, the squadron keeps its 30 cm move and its lance charge (+1 in melee)');
}

/** G8.3: full speed while nobody is in sight; half once the enemy shows, so the unit can still fire (G9.10). */
export function distanceFor(state: GuaitanaState, unit: UnitState): Verdict<Distance> {
  const weapon = firingWeapon(unit);
  // G9.10: holding back to fire only helps a unit with a firearm (javelins throw after any move)
  if (weapon === null || weapon === 'javelin') return verdict('full', 'G9.10', `${unit.name} has no firearm to keep ready: cover ground`);
  if (seen(state, unit).length > 0) return verdict('half', 'G9.10', 'the enemy is in sight: move half so the unit may fire');
  return verdict('full', 'G8.3', 'no enemy in sight: cover ground');
}

/**
 * G9.4, G8.7.1: where the C-in-C rides: to a unit in Retreat, to be within 15 cm of it in the
 * next Orders phase (his order lets it test to rally); a native C-in-C also to a unit on Defend
 * in sight of the Italians (his order turns it to Attack with no test). Otherwise he stays,
 * which keeps a heliograph in use.
 */
export function rideFor(state: GuaitanaState, units: readonly UnitState[]): Verdict<GuaitanaDecisions['ride']> {
  const retreating = units.find((unit) => unit.order.kind === 'retreat');
  if (retreating) return verdict({ to: retreating.id }, 'G8.7.1', `${retreating.name} is in Retreat: within 15 cm his order lets it try to rally`);
  const holding = units.find((unit) => !italian(state, unit) && unit.type !== 'baggage' && unit.order.kind === 'defend' && seen(state, unit).length > 0);
  if (holding) return verdict({ to: holding.id }, 'G8.7.1', `${holding.name} sees the Italians: within 15 cm his order turns it to Attack with no test`);
  return verdict({ stay: true }, 'G8.7.1', 'no unit needs him: he stays, keeping his place (and a heliograph in use)');
}

/** Whether the policy would have a unit standing fast change its formation, guns or horses (G9.7), or its C-in-C ride. */
function wouldChange(state: GuaitanaState, unit: UnitState): boolean {
  if (unit.type === 'cinc') return !('stay' in rideFor(state, rideOptions(state, unit).flatMap((o) => ('to' in o.meaning ? [state.units[o.meaning.to]!] : []))).meaning);
  const forms = formationChoices(state, unit);
  const gears = limberOptions(unit).map((o) => o.meaning.gear);
  return (forms.length > 1 && formationFor(state, unit, forms).meaning !== forms[0]) || (gears.length > 1 && gearFor(state, unit, gears).meaning !== 'keep');
}

/** G9.7: a change of guns or horses offered with the formation and distance, when `gearFor` would make it; null: it keeps them. */
function gearFirst(state: GuaitanaState, request: RequestOf<'move'> | RequestOf<'formation'>): Choice | null {
  const unit = subject(state, request)!;
  const changes = (request.options as readonly { id: string; label: string; meaning: GuaitanaDecisions['move'] | GuaitanaDecisions['formation'] }[]).filter((o) => 'gear' in o.meaning);
  if (changes.length === 0) return null;
  const gear = gearFor(state, unit, ['keep', ...changes.map((o) => (o.meaning as Gear).gear)]);
  const option = changes.find((o) => (o.meaning as Gear).gear === gear.meaning);
  return option ? { option: option.id, reasons: gear.reasons } : null;
}

/** G9.7(3): a unit standing fast takes the formation `formationFor` gives it. */
function formation(state: GuaitanaState, request: RequestOf<'formation'>): Choice {
  const unit = subject(state, request)!;
  const forms = optionsOf(request).flatMap((o) => ('formation' in o.meaning ? [o.meaning.formation] : []));
  const shape = formationFor(state, unit, forms);
  return { option: find(request, (m) => 'formation' in m && m.formation === shape.meaning)!.id, reasons: shape.reasons };
}

/** G8.3, G9.7: a unit on a Move order takes the formation `formationFor` would give it and the distance `distanceFor` would. */
function movePlan(state: GuaitanaState, request: RequestOf<'move'>): Choice {
  const unit = subject(state, request)!;
  const forms = [...new Set(optionsOf(request).flatMap((o) => ('formation' in o.meaning ? [o.meaning.formation] : [])))];
  const shape = forms.length > 1 ? formationFor(state, unit, forms) : null;
  const pace = distanceFor(state, unit);
  const chosen = shape ? shape.meaning : forms[0]!;
  const option = find(request, (m) => 'formation' in m && m.formation === chosen && m.distance === pace.meaning)!;
  return { option: option.id, reasons: [...(shape?.reasons ?? []), ...pace.reasons] };
}

/**
 * G9.1, G8.3: the distance a unit on a Move order would be picked with, when the policy would
 * keep its formation, guns and horses (`formationFor`, `gearFor`, `distanceFor` as they would
 * answer next); null when it would change one, so the unit is picked alone and the rest asked after.
 */
function plannedDistance(state: GuaitanaState, unit: UnitState): Verdict<Distance> | null {
  const gears = limberOptions(unit).map((o) => o.meaning.gear);
  if (gears.length > 1 && gearFor(state, unit, gears).meaning !== 'keep') return null;
  const forms = formationChoices(state, unit);
  const shape = forms.length > 1 ? formationFor(state, unit, forms) : null;
  if (shape && shape.meaning !== forms[0]) return null;
  const pace = distanceFor(state, unit);
  return { meaning: pace.meaning, reasons: [...(shape?.reasons ?? []), ...pace.reasons] };
}

/** The activation of a unit, with its planned distance when it is offered so; otherwise the unit alone. */
function withPlan(state: GuaitanaState, request: RequestOf<'activate'>, unit: UnitState, reasons: readonly Reason[]): Choice {
  // on another order, offered with its formation: the one `formationFor` gives it
  const formed = optionsOf(request).filter((o) => 'unit' in o.meaning && o.meaning.unit === unit.id && o.meaning.formation !== undefined);
  if (formed.length > 0) {
    const shape = formationFor(state, unit, formationChoices(state, unit));
    return { option: formed.find((o) => 'formation' in o.meaning && o.meaning.formation === shape.meaning)!.id, reasons: [...reasons, ...shape.reasons] };
  }
  const plan = plannedDistance(state, unit);
  const planned = plan && find(request, (m) => 'unit' in m && m.unit === unit.id && m.distance === plan.meaning);
  if (planned) return { option: planned.id, reasons: [...reasons, ...plan.reasons] };
  const alone = find(request, (m) => 'unit' in m && m.unit === unit.id && m.distance === undefined);
  if (alone) return { option: alone.id, reasons };
  return pick(find(request, (m) => 'unit' in m && m.unit === unit.id && m.distance === 'full')!, 'G9.1', 'the first in line');
}

/** Whether the policy would move a unit its orders move as it stands (no new formation, guns or horses), so it can go in a plan. */
const goesAsItStands = (state: GuaitanaState, unit: UnitState) => (unit.order.kind !== 'move' ? formationChoices(state, unit).length < 2 : plannedDistance(state, unit) !== null);

/**
 * G9.2: an ambush pays when the hidden unit's Attack strikes this very phase: a charge home, or
 * with firearms Close range (G8.5); null: none does.
 */
function ambush(state: GuaitanaState, request: RequestOf<'activate'>): Choice | null {
  for (const option of optionsOf(request)) {
    const m = option.meaning;
    if (!('reveal' in m) || m.cm === undefined) continue;
    const unit = state.units[m.reveal]!;
    const reach = attackReach(unit);
    if (atMost(m.cm, reach)) return pick(option, 'G9.2', `the Italians are ${m.cm} cm away, within the ${reach} cm ${possessive(unit.name)} Attack strikes at this turn: spring the ambush`);
  }
  return null;
}

/**
 * G9.2, G9.1: an ambush that pays first; then units their orders move, in line; then those with
 * a change to make; the rest stand fast, and the other hidden units stay hidden (G6).
 */
function activate(state: GuaitanaState, request: RequestOf<'activate'>): Choice {
  const sprung = ambush(state, request);
  if (sprung) return sprung;
  const units = optionsOf(request).flatMap((o) => ('unit' in o.meaning ? [{ option: o, unit: state.units[o.meaning.unit]! }] : []));
  // every unit its orders move would go as it stands, one after another, those on a Move order the same share: send them all on
  const movers = [...new Set(units.map(({ unit }) => unit).filter(mustMove))];
  for (const all of optionsOf(request).filter((o) => 'all' in o.meaning)) {
    const half = 'all' in all.meaning ? all.meaning.half ?? [] : [];
    const share = (unit: UnitState): Distance => (half.includes(unit.id) ? 'half' : 'full');
    // a unit on another order goes as it stands (a plan only takes such units); one that may change its formation is
    // picked alone, with the formation it takes then: enemies moving meanwhile may have it form square
    if (!movers.every((unit) => (unit.order.kind !== 'move' ? formationChoices(state, unit).length < 2 : plannedDistance(state, unit)?.meaning === share(unit)))) continue;
    if (half.length === 0 && movers.every((unit) => unit.order.kind === 'move')) {
      return pick(all, 'G9.1', `${movers.map((u) => u.name).join(', ')}: their orders move them, and each would go its full capacity along its line as it stands`);
    }
    const shares = movers.filter((u) => u.order.kind === 'move').map((u) => `${u.name} ${share(u) === 'half' ? 'half, to be able to fire' : 'its full capacity'}`);
    return pick(all, 'G9.1', `${movers.map((u) => u.name).join(', ')}: their orders move them, each as it stands${shares.length > 0 ? `, along its line ${shares.join(', ')}` : ''}`);
  }
  // at a real table a unit with a change to make goes first, alone, so the rest can then go together in one screen
  const first = movers.length > 1 && sideOf(state, request.side).atTable ? movers.find((unit) => !goesAsItStands(state, unit)) : undefined;
  if (first) return withPlan(state, request, first, [{ rule: 'G9.1', text: `${possessive(first.name)} order moves it, with a change of formation, guns or horses first: it goes before the units that go as they stand` }]);
  const moving = units.find(({ unit }) => mustMove(unit));
  if (moving) return withPlan(state, request, moving.unit, [{ rule: 'G9.1', text: `${possessive(moving.unit.name)} order moves it: the first in line` }]);
  const changing = units.find(({ unit }) => wouldChange(state, unit));
  if (changing) {
    if (changing.unit.type === 'cinc') {
      // offered with the unit he rides to (a real table): the ride `rideFor` gives
      const ride = rideFor(state, rideOptions(state, changing.unit).flatMap((o) => ('to' in o.meaning ? [state.units[o.meaning.to]!] : [])));
      const to = 'to' in ride.meaning ? ride.meaning.to : null;
      const riding = find(request, (m) => 'unit' in m && m.unit === changing.unit.id && m.ride !== undefined && m.ride === to);
      if (riding) return { option: riding.id, reasons: ride.reasons };
      return pick(changing.option, 'G9.4', `${changing.unit.name} has a unit to ride to`);
    }
    // offered with its new formation (a real table): the one `formationFor` gives it
    const formed = optionsOf(request).filter((o) => 'unit' in o.meaning && o.meaning.unit === changing.unit.id && o.meaning.formation !== undefined);
    const shape = formed.length > 0 ? formationFor(state, changing.unit, formationChoices(state, changing.unit)) : null;
    const as = shape && formed.find((o) => 'formation' in o.meaning && o.meaning.formation === shape.meaning);
    if (as) return { option: as.id, reasons: [{ rule: 'G9.7', text: `${changing.unit.name} has a change of formation to make` }, ...shape.reasons] };
    return pick(changing.option, 'G9.7', `${changing.unit.name} has a change of formation, guns or horses to make`);
  }
  const hiding = optionsOf(request).some((o) => 'reveal' in o.meaning) ? '; no Italian unit is within charge reach of a hiding place, so the hidden stay hidden (G6)' : '';
  return pick(find(request, (m) => 'none' in m)!, 'G9.1', `no other unit has a move or a change to make${hiding}`);
}

/** G8.7.1: the C-in-C rallies a retreating unit in reach first, then turns natives on Defend loose. */
function cinc(state: GuaitanaState, request: RequestOf<'cinc'>): Choice {
  // an order offered unchecked (the player's own C-in-C: the table was not asked his reach) is not advised
  const candidates = optionsOf(request).flatMap((o) => ('how' in o.meaning && o.meaning.how !== 'send' && !o.meaning.unchecked ? [{ option: o, unit: state.units[o.meaning.unit]! }] : []));
  const retreating = candidates.find(({ unit }) => unit.order.kind === 'retreat');
  if (retreating) return pick(retreating.option, 'G8.7.1', `${retreating.unit.name} is in Retreat: the C-in-C's order lets it try to rally`);
  const holding = candidates.find(({ unit }) => !italian(state, unit) && unit.type !== 'baggage' && unit.order.kind === 'defend' && seen(state, unit).length > 0);
  if (holding) return pick(holding.option, 'G8.7.1', `${holding.unit.name} sees the Italians: an order from the C-in-C turns it to Attack with no test`);
  return pick(find(request, (m) => 'none' in m)!, 'G8.7.1', 'every unit in reach already has the order the battle plan wants');
}

/** The new order for a unit the C-in-C or an ambush addresses. */
function order(state: GuaitanaState, request: RequestOf<'order'>): Choice {
  const unit = subject(state, request);
  if (request.options.length === 1) return pick(request.options[0]!, 'G8.7.1', 'a unit in Retreat can only be ordered to Defend (G18.19)');
  const attack = find(request, (m) => m.order === 'attack');
  if (unit && !italian(state, unit) && attack) return pick(attack, 'G9.2', 'natives close with the enemy: their strength is in melee');
  return pick(find(request, (m) => m.order === 'defend')!, 'G8.4', 'hold and let the rifles work');
}

/** G8.7.2: Italians halt to fight when they sight the enemy; natives try to attack; everyone tries to rally. */
function initiative(state: GuaitanaState, request: RequestOf<'initiative'>): Choice {
  const unit = subject(state, request);
  const offered = (change: GuaitanaDecisions['initiative']['change']) => find(request, (m) => m.change === change);
  const rally = offered('rally');
  if (rally) return pick(rally, 'G13.1(1)', 'a failed rally costs nothing: try to turn Retreat into Defend');
  if (unit && italian(state, unit)) {
    const halt = offered('defend');
    if (halt) return pick(halt, 'G8.7.2', 'enemy in sight: halt and fight from a formed position rather than march into them');
    return pick(offered('keep')!, 'G8.7.2', 'Italian firepower works best from a held position');
  }
  const attack = offered('attack');
  if (attack) return pick(attack, 'G8.7.2', 'natives in sight of the Italians try to close before the rifles thin them');
  return pick(offered('keep')!, 'G8.7.2', 'keep to the battle plan');
}

/** G11.10, G19.23: whether a unit fires at its nearest enemy at this band: Italians keep ammunition for when it matters; natives throw and shoot whenever they can. */
function fireVerdict(state: GuaitanaState, unit: UnitState | undefined, band: Aim['band']): { fires: boolean; rule: string; why: string } {
  if (!unit || !italian(state, unit) || unit.irregular) return { fires: true, rule: 'G11.2', why: 'fire at the nearest enemy: natives do not hoard their shots' };
  const { basic, reserve } = shotsLeft(unit, !unit.turn.moved);
  if (band === 'extreme' && basic + reserve < 8) return { fires: false, rule: 'G11.10', why: `extreme range hits only on 1 with a quarter of the rifles: keep the ${basic + reserve} shots left (the forced-fire test may still make it fire)` };
  if (band === 'long' && basic + reserve <= 3) return { fires: false, rule: 'G11.10', why: `only ${basic + reserve} shots left: save them for Close range` };
  return { fires: true, rule: 'G11.2', why: `fire at ${band} range: the nearest enemy is the only legal target` };
}

/** G11.2: a side's fire, unit by unit: the first unit that should hold holds (the rest are asked again); else all fire. */
function fire(state: GuaitanaState, request: RequestOf<'fire'>): Choice {
  const all = find(request, (m) => 'fire' in m)!;
  const aims = 'fire' in all.meaning ? all.meaning.fire : [];
  const verdicts = aims.map((aim) => ({ aim, ...fireVerdict(state, state.units[aim.unit], aim.band) }));
  const holding = verdicts.find((v) => !v.fires);
  if (holding) return pick(find(request, (m) => 'hold' in m && m.hold === holding.aim.unit)!, holding.rule, holding.why);
  const named = (v: (typeof verdicts)[number]) => ({ rule: v.rule, text: aims.length === 1 ? v.why : `${state.units[v.aim.unit]?.name ?? v.aim.unit}: ${v.why}` });
  const [first, ...more] = verdicts.map(named);
  return pick(all, first!.rule, first!.text, more);
}

/** The choice a Verdict names among a request's options. */
function matching<K extends 'limber' | 'ride'>(request: RequestOf<K>, chosen: Verdict<GuaitanaDecisions[K]>): Choice {
  const same = (m: GuaitanaDecisions[K]) => JSON.stringify(m) === JSON.stringify(chosen.meaning);
  return { option: find(request, same)!.id, reasons: chosen.reasons };
}

/** opfor's choices for a Guaitana side it plays, read from the typed decision; every choice names its rule and reason. */
export function chooseTyped(state: GuaitanaState, raw: ChooseRequest): Choice {
  const request = typed(raw);
  switch (request.decision.kind) {
    case 'cinc': return cinc(state, request as RequestOf<'cinc'>);
    case 'order': return order(state, request as RequestOf<'order'>);
    case 'initiative': return initiative(state, request as RequestOf<'initiative'>);
    case 'initiatives': return eachInTurn(state, request as RequestOf<'initiatives'>, (_unit, one) => initiative(state, one));
    case 'formation': {
      const r = request as RequestOf<'formation'>;
      return gearFirst(state, r) ?? formation(state, r);
    }
    case 'fire': return fire(state, request as RequestOf<'fire'>);
    case 'limber': {
      const r = request as RequestOf<'limber'>;
      const gear = gearFor(state, subject(state, r)!, optionsOf(r).map((o) => o.meaning.gear));
      return matching(r, { meaning: { gear: gear.meaning }, reasons: gear.reasons });
    }
    case 'activate': return activate(state, request as RequestOf<'activate'>);
    case 'move': {
      const r = request as RequestOf<'move'>;
      return gearFirst(state, r) ?? movePlan(state, r);
    }
    case 'ride': {
      const r = request as RequestOf<'ride'>;
      return matching(r, rideFor(state, optionsOf(r).flatMap((o) => ('to' in o.meaning ? [state.units[o.meaning.to]!] : []))));
    }
    case 'ambusher': {
      // a 6 sends it at the nearest Italians at once: roll for the unit that strikes farthest, then the strongest
      const r = request as RequestOf<'ambusher'>;
      const best = optionsOf(r).map((o) => ({ o, u: state.units[o.meaning.unit]! })).sort((a, b) => attackReach(b.u) - attackReach(a.u) || b.u.figures - a.u.figures)[0]!;
      return pick(best.o, 'G9.9', `if the ambush springs, ${possessive(best.u.name)} Attack strikes farthest (${attackReach(best.u)} cm) and hardest`);
    }
    // only a human bringing on their own hidden unit is asked where (opfor's spots come found)
    case 'place': return pick(request.options[0]!, 'G9.2', 'every place offered is unspoiled: pick the one your ambush needs');
    case 'successor': {
      const r = request as RequestOf<'successor'>;
      const best = optionsOf(r).map((o) => ({ o, u: state.units[o.meaning.unit]! })).sort((a, b) => b.u.figures - a.u.figures)[0]!;
      return pick(best.o, 'G8.8', `the commander of the strongest unit left (${best.u.name}) takes over`);
    }
  }
}

/** opfor's choices for a Guaitana side it plays; every choice names its rule and reason. */
export const guaitanaPolicy: Policy<GuaitanaState> = { choose: chooseTyped };
