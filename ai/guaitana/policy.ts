import type { Choice, Option, Request } from '../../src/engine/requests.js';
import type { Policy } from '../../src/engine/ruleset.js';
import { sideOf, type GuaitanaState, type UnitState } from '../../rulesets/guaitana/state.js';
import { attackReach, firingWeapon, shotsLeft } from '../../rulesets/guaitana/procedures/traits.js';
import { limberOptions } from '../../rulesets/guaitana/procedures/limber.js';
import { ALL, formationChoices, FULL, HALF, mustMove } from '../../rulesets/guaitana/procedures/movement-phase.js';
import { REVEAL } from '../../rulesets/guaitana/procedures/reveal.js';
import { RIDE, rideOptions } from '../../rulesets/guaitana/procedures/cinc-move.js';
import { atMost } from '../../src/table/tolerance.js';

type ChooseRequest = Extract<Request, { kind: 'choose' }>;

const pick = (option: string, rule: string, text: string): Choice => ({ option, reasons: [{ rule, text }] });
/** The decision a request is about: the part of its option ids before the slash. */
const decisionOf = (request: ChooseRequest) => request.options[0]!.id.split('/')[0]!;
const offered = (request: ChooseRequest, id: string) => request.options.find((o) => o.id === id);
/** The unit an option names, `<decision>/<unit>[@...]`. */
const unitIn = (state: GuaitanaState, option: Option) => state.units[option.id.split('/')[1]!.split('@')[0]!.split(':').at(-1)!];
/** The unit a request is about, named at the start of its first option's label. */
const subject = (state: GuaitanaState, request: ChooseRequest) => Object.values(state.units).find((u) => request.options[0]!.label.startsWith(u.name));

const italian = (state: GuaitanaState, unit: UnitState) => sideOf(state, unit.side).nation === 'italian';
const seen = (state: GuaitanaState, unit: UnitState) => (state.sight[unit.id] ?? []).map((id) => state.units[id]!).filter((u) => !u.eliminated);
/** Masses and horsemen: the enemies a square is for. */
const shockTroops = (u: UnitState) => u.type === 'native-infantry' || u.type === 'native-cavalry' || u.type === 'italian-cavalry';

/** G19.6: the C-in-C rallies a retreating unit in reach first, then turns natives on Defend loose. */
function cinc(state: GuaitanaState, request: ChooseRequest): Choice {
  const candidates = request.options.filter((o) => o.id.startsWith('cinc/direct:') || o.id.startsWith('cinc/helio:'));
  const retreating = candidates.find((o) => unitIn(state, o)?.order.kind === 'retreat');
  if (retreating) return pick(retreating.id, 'G8.7.1', `${unitIn(state, retreating)!.name} is in Retreat: the C-in-C's order lets it try to rally`);
  const holding = candidates.find((o) => {
    const u = unitIn(state, o)!;
    return !italian(state, u) && u.type !== 'baggage' && u.order.kind === 'defend' && seen(state, u).length > 0;
  });
  if (holding) return pick(holding.id, 'G8.7.1', `${unitIn(state, holding)!.name} sees the Italians: an order from the C-in-C turns it to Attack with no test`);
  return pick('cinc/none', 'G8.7.1', 'every unit in reach already has the order the battle plan wants');
}

/** The new order for a unit the C-in-C or an ambush addresses. */
function order(state: GuaitanaState, request: ChooseRequest): Choice {
  const unit = subject(state, request);
  if (request.options.length === 1) return pick(request.options[0]!.id, 'G8.7.1', 'a unit in Retreat can only be ordered to Defend (G18.19)');
  if (unit && !italian(state, unit) && offered(request, 'order/attack')) return pick('order/attack', 'G9.2', 'natives close with the enemy: their strength is in melee');
  return pick('order/defend', 'G8.4', 'hold and let the rifles work');
}

/** G8.7.2: Italians halt to fight when they sight the enemy; natives try to attack; everyone tries to rally. */
function initiative(state: GuaitanaState, request: ChooseRequest): Choice {
  const unit = subject(state, request);
  if (offered(request, 'initiative/rally')) return pick('initiative/rally', 'G13.1(1)', 'a failed rally costs nothing: try to turn Retreat into Defend');
  if (unit && italian(state, unit)) {
    if (offered(request, 'initiative/defend')) return pick('initiative/defend', 'G8.7.2', 'enemy in sight: halt and fight from a formed position rather than march into them');
    return pick('initiative/keep', 'G8.7.2', 'Italian firepower works best from a held position');
  }
  if (offered(request, 'initiative/attack')) return pick('initiative/attack', 'G8.7.2', 'natives in sight of the Italians try to close before the rifles thin them');
  return pick('initiative/keep', 'G8.7.2', 'keep to the battle plan');
}

/** G9.7: a square against masses and horsemen close by; skirmish line under fire; column to march. */
function formation(state: GuaitanaState, request: ChooseRequest): Choice {
  const unit = subject(state, request);
  const can = (f: string) => offered(request, `formation/${f}`);
  if (!unit) return pick(request.options[0]!.id, 'G9.7', 'keep the formation');
  const threats = seen(state, unit).filter(shockTroops);
  if (threats.length > 0 && can('square')) return pick('formation/square', 'G9.7', `${threats[0]!.name} in sight: a square has no flank and gets +2 morale and −1 to be hit in melee`);
  if (threats.length === 0 && unit.firedOnLastTurn && can('skirmish')) return pick('formation/skirmish', 'G11.8', 'under fire from firearms: a skirmish line is −1 to hit');
  if (seen(state, unit).length === 0 && unit.order.kind === 'move' && can('column')) return pick('formation/column', 'G9.4', 'no enemy in sight: march in column at 15 cm');
  return pick(request.options[0]!.id, 'G9.7', 'the present formation serves; changing costs half the move');
}

/** G8.3: full speed while nobody is in sight; half once the enemy shows, so the unit can still fire (G9.10). */
function distance(state: GuaitanaState, request: ChooseRequest): Choice {
  const unit = subject(state, request);
  const weapon = unit ? firingWeapon(unit) : null;
  // G9.10: holding back to fire only helps a unit with a firearm (javelins throw after any move)
  if (unit && (weapon === null || weapon === 'javelin')) return pick('distance/full', 'G9.10', `${unit.name} has no firearm to keep ready: cover ground`);
  if (unit && seen(state, unit).length > 0) return pick('distance/half', 'G9.10', 'the enemy is in sight: move half so the unit may fire');
  return pick('distance/full', 'G8.3', 'no enemy in sight: cover ground');
}

/**
 * G9.2: an ambush pays when the hidden unit's Attack strikes this very phase: a charge home, or
 * with firearms Close range (G8.5); null: none does.
 */
function ambush(state: GuaitanaState, request: ChooseRequest): Choice | null {
  for (const option of request.options.filter((o) => o.id.startsWith(REVEAL))) {
    const unit = unitIn(state, option)!;
    const cm = Number(option.id.split('@')[1]);
    const reach = attackReach(unit);
    if (atMost(cm, reach)) return pick(option.id, 'G9.2', `the Italians are ${cm} cm away, within the ${reach} cm ${unit.name}'s Attack strikes at this turn: spring the ambush`);
  }
  return null;
}

/** G11.10, G19.23: Italians keep ammunition for when it matters; natives throw and shoot whenever they can. */
function fire(state: GuaitanaState, request: ChooseRequest): Choice {
  const option = request.options.find((o) => o.id !== 'fire/hold')!;
  const unit = subject(state, request);
  const band = option.id.split('@')[1];
  if (!unit || !italian(state, unit) || unit.irregular) return pick(option.id, 'G11.2', 'fire at the nearest enemy: natives do not hoard their shots');
  const { basic, reserve } = shotsLeft(unit, !unit.turn.moved);
  if (band === 'extreme' && basic + reserve < 8) return pick('fire/hold', 'G11.10', `extreme range hits only on 1 with a quarter of the rifles: keep the ${basic + reserve} shots left (the forced-fire test may still make it fire)`);
  if (band === 'long' && basic + reserve <= 3) return pick('fire/hold', 'G11.10', `only ${basic + reserve} shots left: save them for Close range`);
  return pick(option.id, 'G11.2', `fire at ${band} range: the nearest enemy is the only legal target`);
}

/** G9.7: guns come off the mules to fight and go back on to march; horsemen fight mounted, with the lance (G12.4). */
function limber(state: GuaitanaState, request: ChooseRequest): Choice {
  const unit = subject(state, request);
  if (!unit) return pick('limber/keep', 'G9.7', 'no change');
  const enemy = seen(state, unit).length > 0;
  if (offered(request, 'limber/unpack') && (enemy || unit.order.kind === 'defend')) return pick('limber/unpack', 'G9.7(2)', enemy ? 'the enemy is in sight: bring the guns into battery' : 'on Defend: guns on mules cannot fire');
  if (offered(request, 'limber/pack') && !enemy && unit.order.kind === 'move') return pick('limber/pack', 'G9.7(2)', 'no enemy in sight and a march ahead: on the mules the guns move 15 cm instead of 5');
  if (offered(request, 'limber/mount')) return pick('limber/mount', 'G9.7(1)', 'back on the horses: 30 cm and the lance');
  return pick('limber/keep', 'G9.7', unit.type === 'artillery' ? 'the guns stay as they are' : 'mounted, the squadron keeps its 30 cm move and its lance charge (+1 in melee)');
}

/**
 * G9.4, G8.7.1: the C-in-C rides to a unit in Retreat, to be within 15 cm of it in the next
 * Orders phase (his order lets it test to rally); a native C-in-C also to a unit on Defend in
 * sight of the Italians (his order turns it to Attack with no test). Otherwise he stays, which
 * keeps a heliograph in use.
 */
function ride(state: GuaitanaState, request: ChooseRequest): Choice {
  const units = request.options.filter((o) => o.id !== `${RIDE}stay`).map((o) => ({ id: o.id, unit: state.units[o.id.slice(RIDE.length)]! }));
  const retreating = units.find(({ unit }) => unit.order.kind === 'retreat');
  if (retreating) return pick(retreating.id, 'G8.7.1', `${retreating.unit.name} is in Retreat: within 15 cm his order lets it try to rally`);
  const holding = units.find(({ unit }) => !italian(state, unit) && unit.type !== 'baggage' && unit.order.kind === 'defend' && seen(state, unit).length > 0);
  if (holding) return pick(holding.id, 'G8.7.1', `${holding.unit.name} sees the Italians: within 15 cm his order turns it to Attack with no test`);
  return pick(`${RIDE}stay`, 'G8.7.1', 'no unit needs him: he stays, keeping his place (and a heliograph in use)');
}

/** A request about one unit, named first as the procedures name it, to ask one decision's policy for another. */
const about = (unit: UnitState, ids: readonly string[]): ChooseRequest => ({ kind: 'choose', side: unit.side, options: ids.map((id) => ({ id, label: `${unit.name} ${id}` })), purpose: '' });

/** Whether the policy would have a unit standing fast change its formation, guns or horses (G9.7). */
function wouldChange(state: GuaitanaState, unit: UnitState): boolean {
  if (unit.type === 'cinc') return ride(state, { kind: 'choose', side: unit.side, options: rideOptions(state, unit), purpose: '' }).option !== `${RIDE}stay`;
  const forms = formationChoices(state, unit).map((f) => `formation/${f}`);
  const gear = limberOptions(unit).map((o) => o.id);
  return (forms.length > 1 && formation(state, about(unit, forms)).option !== forms[0])
    || (gear.length > 1 && limber(state, about(unit, gear)).option !== 'limber/keep');
}

/** G9.7: a change of guns or horses offered with the formation and distance, when `limber` would make it; null: it keeps them. */
function gearFirst(state: GuaitanaState, request: ChooseRequest): Choice | null {
  const changes = request.options.filter((o) => o.id.startsWith('limber/'));
  if (changes.length === 0) return null;
  const choice = limber(state, about(subject(state, request)!, ['limber/keep', ...changes.map((o) => o.id)]));
  return choice.option === 'limber/keep' ? null : choice;
}

/** G8.3, G9.7: a unit on a Move order takes the formation `formation` would give it and the distance `distance` would. */
function movePlan(state: GuaitanaState, request: ChooseRequest): Choice {
  const unit = subject(state, request)!;
  const forms = [...new Set(request.options.map((o) => o.id.slice('move/'.length).split('@')[0]!))];
  const shape = forms.length > 1 ? formation(state, about(unit, forms.map((f) => `formation/${f}`))) : null;
  const pace = distance(state, about(unit, ['distance/full', 'distance/half']));
  const chosen = shape ? shape.option.slice('formation/'.length) : forms[0]!;
  return { option: `move/${chosen}@${pace.option.slice('distance/'.length)}`, reasons: [...(shape?.reasons ?? []), ...pace.reasons] };
}

/**
 * G9.1, G8.3: a unit on a Move order picked with its distance when the policy would keep its
 * formation, guns and horses (`formation`, `limber`, `distance` as they would answer next), so
 * the same move is made; otherwise the unit alone, and the rest is chosen after.
 */
function withPlan(state: GuaitanaState, request: ChooseRequest, unit: UnitState, chosen: Choice): Choice {
  const gear = limberOptions(unit).map((o) => o.id);
  if (gear.length > 1 && limber(state, about(unit, gear)).option !== 'limber/keep') return chosen;
  const forms = formationChoices(state, unit).map((f) => `formation/${f}`);
  const shape = forms.length > 1 ? formation(state, about(unit, forms)) : null;
  if (shape && shape.option !== forms[0]) return chosen;
  const pace = distance(state, about(unit, ['distance/full', 'distance/half']));
  const planned = `${chosen.option}${pace.option === 'distance/half' ? HALF : FULL}`;
  if (!offered(request, planned)) return offered(request, chosen.option) ? chosen : pick(`${chosen.option}${FULL}`, 'G9.1', 'the first in line');
  return { option: planned, reasons: [...chosen.reasons, ...(shape?.reasons ?? []), ...pace.reasons] };
}

/**
 * G9.2, G9.1: an ambush that pays first; then units their orders move, in line; then those with
 * a change to make; the rest stand fast, and the other hidden units stay hidden (G6).
 */
function activate(state: GuaitanaState, request: ChooseRequest): Choice {
  const sprung = ambush(state, request);
  if (sprung) return sprung;
  const units = request.options.filter((o) => o.id !== 'activate/none' && o.id !== ALL && !o.id.startsWith(REVEAL)).map((o) => ({ id: o.id, unit: unitIn(state, o)! }));
  // every unit its orders move would go its full capacity as it stands, one after another: send them all on
  const movers = [...new Set(units.map(({ unit }) => unit).filter(mustMove))];
  if (offered(request, ALL) && movers.every((unit) => withPlan(state, request, unit, pick(`activate/${unit.id}`, 'G9.1', '')).option.endsWith(FULL))) {
    return pick(ALL, 'G9.1', `${movers.map((u) => u.name).join(', ')}: their orders move them, and each would go its full capacity along its line as it stands`);
  }
  const moving = units.find(({ unit }) => mustMove(unit));
  if (moving) return withPlan(state, request, moving.unit, pick(`activate/${moving.unit.id}`, 'G9.1', `${moving.unit.name}'s order moves it: the first in line`));
  const changing = units.find(({ unit }) => wouldChange(state, unit));
  if (changing) return pick(changing.id, 'G9.7', `${changing.unit.name} has a change of formation, guns or horses to make`);
  const hiding = request.options.some((o) => o.id.startsWith(REVEAL)) ? '; no Italian unit is within charge reach of a hiding place, so the hidden stay hidden (G6)' : '';
  return pick('activate/none', 'G9.1', `no other unit has a move or a change to make${hiding}`);
}

/** opfor's choices for a Guaitana side it plays; every choice names its rule and reason. */
export const guaitanaPolicy: Policy<GuaitanaState> = {
  choose(state, request) {
    switch (decisionOf(request)) {
      case 'cinc': return cinc(state, request);
      case 'order': return order(state, request);
      case 'initiative': return initiative(state, request);
      case 'formation': return gearFirst(state, request) ?? formation(state, { ...request, options: request.options.filter((o) => !o.id.startsWith('limber/')) });
      case 'fire': return fire(state, request);
      case 'limber': return limber(state, request);
      case 'activate': return activate(state, request);
      case 'move': return gearFirst(state, request) ?? movePlan(state, { ...request, options: request.options.filter((o) => !o.id.startsWith('limber/')) });
      case 'ride': return ride(state, request);
      case 'ambusher': {
        // a 6 sends it at the nearest Italians at once: roll for the unit that strikes farthest, then the strongest
        const best = [...request.options].map((o) => unitIn(state, o)!).sort((a, b) => attackReach(b) - attackReach(a) || b.figures - a.figures)[0]!;
        return pick(`ambusher/${best.id}`, 'G9.9', `if the ambush springs, ${best.name}'s Attack strikes farthest (${attackReach(best)} cm) and hardest`);
      }
      // only a human bringing on their own hidden unit is asked where (opfor's spots come found)
      case 'place': return pick(request.options[0]!.id, 'G9.2', 'every place offered is unspoiled: pick the one your ambush needs');
      case 'successor': {
        const best = [...request.options].sort((a, b) => unitIn(state, b)!.figures - unitIn(state, a)!.figures)[0]!;
        return pick(best.id, 'G8.8', `the commander of the strongest unit left (${unitIn(state, best)!.name}) takes over`);
      }
      default: return pick(request.options[0]!.id, 'G9.1', 'the first in line');
    }
  },
};
