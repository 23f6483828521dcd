import { describe, expect, it } from 'vitest';
import { guaitanaCommander } from '../../ai/guaitana/commander/commander.js';
import { wantsAttack, type Orders } from '../../ai/guaitana/commander/choices.js';
import { choosePlan } from '../../ai/guaitana/commander/plan.js';
import { situation } from '../../ai/guaitana/commander/situation.js';
import { TEMPER } from '../../ai/guaitana/commander/temperament.js';
import { SeededDice } from '../../src/dice/seeded-dice.js';
import { opforOnly } from '../../src/engine/answering.js';
import type { ChooseRequest } from '../../src/engine/requests.js';
import type { Policy } from '../../src/engine/ruleset.js';
import { Session } from '../../src/engine/session.js';
import { loadScenarioFile } from '../../src/scenario/load.js';
import type { GuaitanaState } from '../../rulesets/guaitana/state.js';

const battle = (name: string) => {
  const { ruleset, scenario } = loadScenarioFile(`scenarios/guaitana/${name}.yaml`);
  return ruleset.newBattle(scenario) as GuaitanaState;
};
const plan = (state: GuaitanaState, side: string, seed: number, temperament: 'bold' | 'measured' | 'cautious' = 'measured') => {
  let x = seed;
  // a fixed draw per seed: enough to see the weighted choice move
  return choosePlan(state, situation(state, side), TEMPER[temperament], () => ((x = (x * 9301 + 49297) % 233280) / 233280));
};

describe('the plan comes from the objective and the ground', () => {
  it('a side that must break the enemy attacks; one that wins by standing holds (Agordat: the Italians win at the turn limit)', () => {
    const state = battle('agordat');
    for (let seed = 1; seed <= 20; seed++) {
      expect(['flank-attack', 'centre-attack', 'envelopment', 'general-advance']).toContain(plan(state, 'dervishes', seed).kind);
      expect(['hold-and-counter-attack', 'close-defence', 'general-advance']).toContain(plan(state, 'italians', seed).kind);
    }
    expect(plan(state, 'dervishes', 1).summary).toMatch(/^Ahmed Ali's army must break Colonel Arimondi's column: /);
  });

  it('varies with the seed, weighted by how good each plan looks, and is the same for the same seed', () => {
    const state = battle('agordat');
    const kinds = new Set(Array.from({ length: 30 }, (_, i) => `${plan(state, 'dervishes', i).kind}/${plan(state, 'dervishes', i).effort.join('+')}`));
    expect(kinds.size).toBeGreaterThan(1);
    expect(plan(state, 'dervishes', 7)).toEqual(plan(state, 'dervishes', 7));
  });

  it('names each sector of the effort once: sectors nearest the same feature go by the compass (Agordat, Dogali)', () => {
    let shared = 0;
    for (const [name, attacker] of [['agordat', 'dervishes'], ['dogali', 'abyssinians']] as const) {
      const state = battle(name);
      const s = situation(state, attacker);
      for (let seed = 1; seed <= 40; seed++) {
        const p = plan(state, attacker, seed);
        const where = p.summary.split(' towards ')[1];
        if (where === undefined) continue;
        expect(where, p.summary).not.toMatch(/^(.+) and \1$/);
        if (p.effort.length === 2 && s.sectorName(p.effort[0]!) === s.sectorName(p.effort[1]!)) {
          shared++;
          expect(where).toBe(`${s.sectorCompass(p.effort[0]!)} and ${s.sectorCompass(p.effort[1]!)}`);
        }
      }
    }
    expect(shared).toBeGreaterThan(0);
  });

  it('gives every unit a role: the hidden units are the reserve, the guns are guarded, the attack has a main effort', () => {
    const state = battle('agordat');
    const dervishes = plan(state, 'dervishes', 3);
    for (const id of ['ansar-3', 'jihadiya-3', 'mulazimin', 'ansar-4', 'ansar-6', 'baggara-2']) expect(dervishes.roles[id]).toBe('reserve');
    expect(Object.values(dervishes.roles)).toContain('main-effort');
    const italians = plan(state, 'italians', 3);
    expect(italians.roles['right-battery']).toBe('guard');
    expect(italians.roles['fort-battery']).toBe('guard');
  });
});

describe('temperament', () => {
  const orders = (state: GuaitanaState, side: string, temperament: 'bold' | 'measured' | 'cautious'): Orders => {
    const p = plan(state, side, 2, temperament);
    return { state, plan: p, temper: TEMPER[temperament], situation: situation(state, side), committed: false, melee: false, stalling: false, inSightFor: -1, intent: null, ambushing: null };
  };
  /** The orders with both ansar units in the main effort, and its moment (turn 5) not yet come. */
  const ansarStrikeTogether = (o: Orders): Orders => ({ ...o, plan: { ...o.plan, commitTurn: 5, roles: { ...o.plan.roles, 'ansar-1': 'main-effort', 'ansar-2': 'main-effort' } } });

  it('a bold main effort goes in alone; a measured or cautious one waits for its group to come up', () => {
    const state = battle('agordat');
    // the C-in-C's order may reach a unit not yet in sight of the enemy (G8.7.1)
    state.sight = { 'ansar-2': ['galliano-1'] };
    for (const t of ['bold', 'measured', 'cautious'] as const) {
      const o = orders(state, 'dervishes', t);
      // two units strike together: one sees the enemy, the other not yet
      const two = ansarStrikeTogether(o);
      const want = wantsAttack(two, state.units['ansar-1']!);
      if (t === 'bold') expect(want.go).toBe(true);
      else expect(want).toMatchObject({ go: false, why: expect.stringMatching(/waits for the rest of its group/) });
    }
  });

  it('natives of the main effort in sight of the enemy close at once, whatever the temperament (they have no fire to wait with)', () => {
    const state = battle('agordat');
    state.sight = { 'ansar-1': ['left-company'] };
    for (const t of ['bold', 'measured', 'cautious'] as const) {
      const o = orders(state, 'dervishes', t);
      const two = ansarStrikeTogether(o);
      expect(wantsAttack(two, state.units['ansar-1']!).go).toBe(true);
    }
  });

  it('commits the reserve sooner when bold, later when cautious', () => {
    const state = battle('agordat');
    const turn = (t: 'bold' | 'measured' | 'cautious') => plan(state, 'dervishes', 4, t).commitTurn;
    expect(turn('bold')).toBeLessThan(turn('measured'));
    expect(turn('measured')).toBeLessThan(turn('cautious'));
  });

  it('a defender counter-attacks a unit in Retreat, and not an unbroken one', () => {
    const state = battle('agordat');
    const o = orders(state, 'italians', 'measured');
    state.sight.cavalry = ['ansar-1'];
    state.units['ansar-1']!.pos = { x: 30, y: 88 };
    expect(wantsAttack(o, state.units.cavalry!).go).toBe(false);
    state.units['ansar-1']!.order = { kind: 'retreat' };
    expect(wantsAttack(o, state.units.cavalry!)).toMatchObject({ go: true, why: expect.stringMatching(/in Retreat/) });
  });

  it('a close defence (badly outnumbered) never counter-attacks, not even a unit in Retreat, and says so', () => {
    const state = battle('agordat');
    const held = orders(state, 'italians', 'measured');
    const o: Orders = { ...held, plan: { ...held.plan, kind: 'close-defence' } };
    state.sight.cavalry = ['ansar-1'];
    state.units['ansar-1']!.pos = { x: 30, y: 88 };
    state.units['ansar-1']!.order = { kind: 'retreat' };
    expect(wantsAttack({ ...o, plan: { ...o.plan, kind: 'hold-and-counter-attack' } }, state.units.cavalry!).go).toBe(true);
    expect(wantsAttack(o, state.units.cavalry!)).toMatchObject({ go: false, why: expect.stringMatching(/^close defence: .*keeps its place/) });
  });
});

describe('the commander reads only the typed decision', () => {
  /** The request with every id and label replaced: only the decision and the meanings are left. */
  const scrambled = (r: ChooseRequest): ChooseRequest => ({ ...r, purpose: '?', options: r.options.map((o, i) => ({ ...o, id: `opt-${r.options.length - i}`, label: '?' })) });

  it.each(['agordat', 'dogali', 'baggage-train'])('%s: the same choice, option for option, with scrambled ids and labels', (name) => {
    const { ruleset, scenario } = loadScenarioFile(`scenarios/guaitana/${name}.yaml`);
    const session = Session.start(ruleset, scenario, opforOnly(ruleset.sides(scenario)), SeededDice.fromSeed(5));
    const kinds = new Set<string>();
    let differ = 0;
    for (const side of ruleset.sides(scenario)) {
      const setup = { side: side.id, temperament: 'measured' as const, seed: '5' };
      const real = guaitanaCommander(setup), blind = guaitanaCommander(setup);
      const watching: Policy<GuaitanaState> = {
        choose(state, request) {
          kinds.add(request.decision!.kind);
          const choice = real.choose(state, request);
          const other = blind.choose(state, scrambled(request));
          if (request.options.findIndex((o) => o.id === choice.option) !== request.options.length - Number(other.option.slice(4))) differ++;
          return choice;
        },
      };
      (session as unknown as { policies: Map<string, Policy<GuaitanaState>> }).policies.set(side.id, watching);
    }
    session.advance();
    expect(differ).toBe(0);
    expect([...kinds]).toEqual(expect.arrayContaining(['activate', 'fire', 'initiative', 'order', 'cinc']));
  });
});

describe('passive', () => {
  it('holds its fire, gives no order, and moves only as its orders force, one unit at a time, half its capacity', async () => {
    const { passivePolicy } = await import('../../ai/guaitana/passive.js');
    const state = battle('dogali');
    const request = (kind: string, meanings: unknown[]): ChooseRequest => ({ kind: 'choose', side: 'abyssinians', purpose: '', decision: { kind, units: [] }, options: meanings.map((meaning, i) => ({ id: `o${i}`, label: '?', meaning })) });
    expect(passivePolicy.choose(state, request('fire', [{ fire: [{ unit: 'lancers', target: 'co-41', band: 'long', cm: 30 }] }, { hold: 'lancers' }])).option).toBe('o1');
    expect(passivePolicy.choose(state, request('cinc', [{ how: 'direct', unit: 'lancers' }, { none: true }])).option).toBe('o1');
    expect(passivePolicy.choose(state, request('activate', [{ all: ['lancers', 'saati-spearmen'] }, { unit: 'lancers', distance: 'full' }, { unit: 'lancers', distance: 'half' }])).option).toBe('o2');
    expect(passivePolicy.choose(state, request('activate', [{ all: ['lancers'] }, { unit: 'lancers' }])).option).toBe('o1');
  });
});

describe('a plan is redrawn only when the situation turns after it was made (hysteresis)', () => {
  it('a loss the plan was drawn knowing of does not turn it again; a new one does', async () => {
    const { basisOf, turned } = await import('../../ai/guaitana/commander/turning.js');
    const state = battle('dogali');
    const italians = plan(state, 'italians', 1);
    state.sides.find((s) => s.id === 'italians')!.baggageLost = true;
    // drawn after the baggage fell: its fall is no reason to draw again, turn after turn
    expect(turned(state, 'italians', italians, basisOf(state, 'italians'))).toBeNull();
    // drawn before it fell: it is
    state.sides.find((s) => s.id === 'italians')!.baggageLost = false;
    const before = basisOf(state, 'italians');
    state.sides.find((s) => s.id === 'italians')!.baggageLost = true;
    expect(turned(state, 'italians', italians, before)).toBe('the baggage has fallen');
    // half the main effort that stood when the plan was made, gone since
    const effort = Object.entries(italians.roles).filter(([, r]) => r === 'main-effort').map(([id]) => id);
    const drawn = basisOf(state, 'italians');
    for (const id of effort.slice(0, Math.ceil(effort.length / 2))) state.units[id]!.order = { kind: 'retreat' };
    expect(turned(state, 'italians', italians, drawn)).toMatch(/main effort has collapsed/);
    expect(turned(state, 'italians', italians, basisOf(state, 'italians'))).toBeNull();
  });

  it('Dogali: the Italians change their plan less than once a battle over ten battles', () => {
    const { ruleset, scenario } = loadScenarioFile('scenarios/guaitana/dogali.yaml');
    let changes = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const session = Session.start(ruleset, scenario, opforOnly(ruleset.sides(scenario)), SeededDice.fromSeed(seed));
      session.advance();
      changes += session.policyOf('italians').tally!().planChanges ?? 0;
    }
    expect(changes).toBeLessThan(10);
  });
});

describe('the toolbox, where a good player would use it', () => {
  const ordersFor = (state: GuaitanaState, side: string): Orders => ({ state, plan: plan(state, side, 1), temper: TEMPER.measured, situation: situation(state, side), committed: false, melee: false, stalling: false, inSightFor: -1, intent: null, ambushing: null });

  it('G9.7: under enemy rifles a company forms square once a mass could charge it home next turn, not while it is still beyond its reach', async () => {
    const { formationFor } = await import('../../ai/guaitana/policy.js');
    const state = battle('dogali');
    const company = state.units['co-41']!;
    state.sight = { 'co-41': ['hamasen-spearmen', 'alula-riflemen'] };
    // native infantry charge 20 + 10 cm (G9.4): at 40 cm, with Remingtons 50 cm off, a square would only draw fire (+1 to be hit)
    state.units['hamasen-spearmen']!.pos = { x: company.pos!.x - 40, y: company.pos!.y };
    state.units['alula-riflemen']!.pos = { x: company.pos!.x - 50, y: company.pos!.y + 5 };
    expect(formationFor(state, company, ['line', 'square', 'skirmish', 'column']).meaning).toBe('line');
    // with no firearm to punish it, the square is formed a turn early
    state.sight = { 'co-41': ['hamasen-spearmen'] };
    expect(formationFor(state, company, ['line', 'square', 'skirmish', 'column']).meaning).toBe('square');
    state.sight = { 'co-41': ['hamasen-spearmen', 'alula-riflemen'] };
    state.units['hamasen-spearmen']!.pos = { x: company.pos!.x - 28, y: company.pos!.y };
    expect(formationFor(state, company, ['line', 'square', 'skirmish', 'column'])).toMatchObject({ meaning: 'square', reasons: [{ rule: 'G9.7' }] });
  });

  it('G13.3: the C-in-C rides to where his +1 to morale reaches most units in sight of the enemy, and stays when he is there', async () => {
    const { rideTo } = await import('../../ai/guaitana/commander/choices.js');
    const state = battle('dogali');
    const onHill = ['co-41', 'co-15', 'machine-guns', 'co-16'];
    state.sight = Object.fromEntries(onHill.map((id) => [id, ['hamasen-spearmen']]));
    const cincId = state.sides.find((s) => s.id === 'italians')!.cinc!;
    const units = Object.values(state.units).filter((u) => u.side === 'italians' && u.id !== cincId && u.type !== 'messenger');
    state.units[cincId]!.pos = { x: 150, y: 100 };
    const far = rideTo(ordersFor(state, 'italians'), units);
    expect(onHill).toContain(far?.to.id);
    expect(far?.reasons[0]).toMatchObject({ rule: 'G13.3', text: expect.stringMatching(/within 15 cm of 4 units in sight of the enemy \(0 where he is\)/) });
    state.units[cincId]!.pos = { ...state.units['machine-guns']!.pos! };
    expect(rideTo(ordersFor(state, 'italians'), units)).toBeNull();
  });
});

describe('the hidden reserve', () => {
  it('G9.2, G6: comes out once the enemy has been in sight a whole turn and the attack stalls, not before (measured: commit turn 3)', async () => {
    const { reveal } = await import('../../ai/guaitana/commander/choices.js');
    const state = battle('baggage-train');
    state.turn = 2;
    const base: Orders = { state, plan: plan(state, 'raiders', 1), temper: TEMPER.measured, situation: situation(state, 'raiders'), committed: false, melee: false, stalling: true, inSightFor: 0, intent: null, ambushing: null };
    const request = { kind: 'choose', side: 'raiders', purpose: '', decision: { kind: 'activate', units: [] }, options: [{ id: 'r', label: '?', meaning: { reveal: 'ambush-spearmen', cm: 35 } }, { id: 'n', label: '?', meaning: { none: true } }] } as unknown as Parameters<typeof reveal>[1];
    expect(reveal(base, request)).toBeNull();
    // G9.1: the Italians on Move orders have not moved yet this phase: it waits for them
    expect(reveal({ ...base, inSightFor: 1 }, request)).toBeNull();
    for (const u of Object.values(state.units)) if (u.side === 'italians') u.turn.moved = true;
    expect(reveal({ ...base, inSightFor: 1 }, request)).toMatchObject({ option: 'r', reasons: expect.arrayContaining([expect.objectContaining({ rule: 'G9.2', text: expect.stringMatching(/in sight 1 turn and the attack stalls.*once every Italian unit has moved/) })]) });
    // the enemy half-way to breaking: the attack does not stall, the reserve waits
    expect(reveal({ ...base, inSightFor: 1, stalling: false }, request)).toBeNull();
  });
});

describe('ambushes that pay (G9.2)', () => {
  const orders = (state: GuaitanaState): Orders => ({ state, plan: plan(state, 'dervishes', 1), temper: TEMPER.measured, situation: situation(state, 'dervishes'), committed: false, melee: false, stalling: true, inSightFor: -1, intent: null, ambushing: null });
  /** An activation offering each hidden unit at `cm` from Galliano's leading company, straight east of it. */
  const offering = (state: GuaitanaState, spots: readonly [string, number][]) => {
    const g = state.units['galliano-1']!.pos!;
    const options = [...spots.map(([unit, cm]) => ({ id: `r-${unit}`, label: '?', meaning: { reveal: unit, cm, near: 'galliano-1', at: { x: g.x + cm, y: g.y } } })), { id: 'n', label: '?', meaning: { none: true } }];
    return { kind: 'choose', side: 'dervishes', purpose: '', decision: { kind: 'activate', units: [] }, options } as unknown as Parameters<typeof import('../../ai/guaitana/commander/ambush.js').ambush>[1];
  };
  /** Agordat with Galliano's leading company alone on the table, `figures` strong. */
  const alone = (figures: number) => {
    const state = battle('agordat');
    for (const u of Object.values(state.units)) if (u.side === 'italians' && u.id !== 'galliano-1' && u.type !== 'cinc') u.eliminated = true;
    state.units['galliano-1']!.figures = figures;
    return state;
  };

  it('a charge from hiding into the close fire of a company and a battery is declined: the hidden stay hidden', async () => {
    const { ambush, shareLost, spotsOf } = await import('../../ai/guaitana/commander/ambush.js');
    const state = battle('agordat');
    const o = orders(state);
    const request = offering(state, [['baggara-2', 40]]);
    expect(shareLost(o, spotsOf(o, request))).toBeGreaterThan(1 / 3);
    expect(ambush(o, request)).toBeNull();
  });

  it('a charge that strikes home on a shattered company springs, and the mass a move short comes out with it at the next choice', async () => {
    const { ambush } = await import('../../ai/guaitana/commander/ambush.js');
    const state = alone(2);
    const o = orders(state);
    const first = ambush(o, offering(state, [['ansar-3', 45], ['baggara-2', 40]]));
    // the charge first: it pins the company while the mass closes
    expect(first).toMatchObject({ option: 'r-baggara-2', reasons: expect.arrayContaining([expect.objectContaining({ rule: 'G9.2', text: expect.stringMatching(/Ansar lying in wait come out with it: spring the ambush/) })]) });
    expect(o.ambushing).toMatchObject({ turn: state.turn, units: ['ansar-3'] });
    state.units['baggara-2']!.hidden = false;
    state.units['baggara-2']!.pos = { x: state.units['galliano-1']!.pos!.x + 1, y: state.units['galliano-1']!.pos!.y };
    expect(ambush(o, offering(state, [['ansar-3', 45]]))).toMatchObject({ option: 'r-ansar-3', reasons: expect.arrayContaining([expect.objectContaining({ text: expect.stringMatching(/comes out with the ambush on Galliano's battalion, leading company/) })]) });
  });

  it('a mass a move short with no charge striking home waits: it would only walk into the rifles', async () => {
    const { ambush } = await import('../../ai/guaitana/commander/ambush.js');
    const state = alone(2);
    expect(ambush(orders(state), offering(state, [['ansar-3', 45]]))).toBeNull();
  });

  it('the commander leaves no ambush to the rules-wise policy: a declined one is not sprung, and its reason is shown', () => {
    const state = battle('agordat');
    const policy = guaitanaCommander({ seed: '1', side: 'dervishes', temperament: 'measured' });
    const choice = policy.choose(state, offering(state, [['baggara-2', 40]]) as unknown as ChooseRequest);
    expect(choice.option).toBe('n');
    expect(choice.reasons).toEqual(expect.arrayContaining([expect.objectContaining({ rule: 'G9.2', text: expect.stringMatching(/Baggara horse held back could strike from hiding, but .* the hidden stay hidden/) })]));
  });
});

describe('a mass beyond its charge moves after the Italians (G9.1)', () => {
  const setUp = () => {
    const state = battle('baggage-train');
    const o: Orders = { state, plan: plan(state, 'raiders', 1), temper: TEMPER.measured, situation: situation(state, 'raiders'), committed: false, melee: false, stalling: true, inSightFor: 0, intent: null, ambushing: null };
    const spearmen = state.units['track-spearmen']!;
    spearmen.order = { kind: 'attack', target: 'advance-guard' };
    const request = { kind: 'choose', side: 'raiders', purpose: '', decision: { kind: 'activate', units: [] }, options: [
      { id: 'all', label: '?', meaning: { all: ['track-spearmen', 'ravine-musketeers'] } },
      { id: 's', label: '?', meaning: { unit: 'track-spearmen' } },
      { id: 'm-full', label: '?', meaning: { unit: 'ravine-musketeers', distance: 'full' } },
      { id: 'm-half', label: '?', meaning: { unit: 'ravine-musketeers', distance: 'half' } },
    ] } as unknown as Parameters<typeof import('../../ai/guaitana/commander/waiting.js').holdBack>[1];
    // the rules-wise policy asked again: here, the last option it is left
    const again = (keep: (m: never) => boolean) => ({ option: request.options.filter((opt) => keep(opt.meaning as never)).at(-1)!.id, reasons: [{ rule: 'G8.3', text: 'half, to fire' }] });
    return { state, o, request, again, spearmen };
  };

  it('Ansar 120 cm from the advance guard, Italians still to move: the musketeers go first, the reason says why', async () => {
    const { holdBack } = await import('../../ai/guaitana/commander/waiting.js');
    const { o, request, again } = setUp();
    for (const chosen of ['all', 's']) {
      expect(holdBack(o, request, { option: chosen, reasons: [] }, again)).toMatchObject({ option: 'm-half', reasons: [
        expect.objectContaining({ rule: 'G9.1', text: expect.stringMatching(/^Ansar spearmen astride the track is \d+ cm from 1st Ascari company \(advance guard\), beyond its charge: it moves after the 7 Italian units still to move/) }),
        expect.objectContaining({ rule: 'G8.3' }),
      ] });
    }
    // a choice that moves another unit stands
    expect(holdBack(o, request, { option: 'm-full', reasons: [] }, again)).toBeNull();
  });

  it('goes as chosen once the Italians have moved, or when its charge reaches the target now', async () => {
    const { holdBack } = await import('../../ai/guaitana/commander/waiting.js');
    const moved = setUp();
    for (const u of Object.values(moved.state.units)) if (u.side === 'italians') u.turn.moved = true;
    expect(holdBack(moved.o, moved.request, { option: 's', reasons: [] }, moved.again)).toBeNull();
    const near = setUp();
    const target = near.state.units['advance-guard']!.pos!;
    near.spearmen.pos = { x: target.x - 20, y: target.y };
    expect(holdBack(near.o, near.request, { option: 's', reasons: [] }, near.again)).toBeNull();
  });
});
