import { describe, expect, it } from 'vitest';
import { moveByOrder } from '../../../rulesets/guaitana/procedures/move-unit.js';
import { limberOptions } from '../../../rulesets/guaitana/procedures/limber.js';
import { movementPhase } from '../../../rulesets/guaitana/procedures/movement-phase.js';
import { ask, band, battle, company, GuaitanaTable } from '../virtual-table/fixtures.js';
import { drive } from '../drive.js';
import { footprintAt } from '../../../rulesets/guaitana/virtual-table/footprint.js';

/** A company in Retreat at (30, 40), its C-in-C at (30, 5). */
function retreating(natives: Record<string, unknown>[]) {
  const state = battle({ italians: [company('a', [30, 40], { formation: 'mass' })], natives });
  state.units.a!.order = { kind: 'retreat' };
  state.units['italians-cinc']!.pos = { x: 30, y: 5 };
  return state;
}

describe('G8.6: a Retreat goes towards the C-in-C by the most direct path', () => {
  it('ends on reaching him, not past him, and the table is told so', () => {
    const state = retreating([band('n', [180, 110])]);
    state.units['italians-cinc']!.pos = { x: 30, y: 28 };
    const run = drive(state, moveByOrder(state, state.units.a!, 1));
    const a = state.units.a!;
    // 20 cm would take it to y 20, past him: it stops with its edge at his base, north of him
    expect(a.pos!.y).toBeGreaterThan(28);
    expect(a.pos!.y).toBeLessThan(40);
    expect(ask(new GuaitanaTable(state), { id: 'contacts' })).toEqual([]);
    const move = run.told.find((i) => i.type === 'move')!;
    expect(move.text).toMatch(/retreats up to 20 cm towards Baratieri, stopping when it reaches him, going round enemy units/);
  });

  it('goes round an enemy unit standing in its way, never through it or into contact with it (G8.6(4))', () => {
    const state = retreating([band('n', [30, 26])]);
    drive(state, moveByOrder(state, state.units.a!, 1));
    const a = state.units.a!;
    expect(a.pos).not.toEqual({ x: 30, y: 40 });
    expect(ask(new GuaitanaTable(state), { id: 'contacts' })).toEqual([]);
    // it went off to one side of the band, on its way south
    expect(Math.abs(a.pos!.x - 30)).toBeGreaterThan(3);
  });

  it('breaks off from the enemy it touches, walking away from it', () => {
    const probe = retreating([band('n', [180, 110])]);
    const depth = footprintAt(probe.units.a!, { x: 30, y: 40 }, probe.units.a!.facing).hd;
    // the band (6 cm deep) right behind the company, to its north
    const state = retreating([band('n', [30, 40 + depth + 3.2])]);
    expect(ask(new GuaitanaTable(state), { id: 'contacts' })).toHaveLength(1);
    drive(state, moveByOrder(state, state.units.a!, 1));
    expect(state.units.a!.pos!.y).toBeLessThan(40);
    expect(ask(new GuaitanaTable(state), { id: 'contacts' })).toEqual([]);
  });
});

describe('G9.8(2): the C-in-C and messengers, whom contact eliminates, ride round enemy units', () => {
  it('the C-in-C riding to a unit goes round the enemy band between them', async () => {
    const { cincMove } = await import('../../../rulesets/guaitana/procedures/cinc-move.js');
    const state = battle({ italians: [company('a', [30, 45], { formation: 'mass' })], natives: [band('n', [30, 25])] });
    const cinc = state.units['italians-cinc']!;
    cinc.pos = { x: 30, y: 5 };
    drive(state, cincMove(state, cinc), { choose: () => ({ option: 'ride/a', reasons: [] }) });
    expect(cinc.pos).not.toEqual({ x: 30, y: 5 });
    expect(ask(new GuaitanaTable(state), { id: 'contacts' })).toEqual([]);
  });
});

describe('G8.6, G18.16: a Retreat that has reached its C-in-C', () => {
  it('stays by him in the next Movement phase, not past him', () => {
    const state = retreating([band('n', [180, 110])]);
    state.units['italians-cinc']!.pos = { x: 30, y: 28 };
    drive(state, moveByOrder(state, state.units.a!, 1));
    const reached = { ...state.units.a!.pos! };
    expect(reached.y).toBeGreaterThan(28);
    state.units.a!.turn.used = 0;
    drive(state, moveByOrder(state, state.units.a!, 1));
    expect(state.units.a!.pos!.x).toBeCloseTo(reached.x, 1);
    expect(state.units.a!.pos!.y).toBeCloseTo(reached.y, 1);
  });
});

describe('G8.6(2), G9.7: a unit in Retreat spends its whole capacity moving', () => {
  /** A mounted squadron, a battery in battery and a dismounted squadron beside its horses, all in Retreat; the C-in-C to their south. */
  function retreatingGear() {
    const state = battle({
      italians: [
        company('cav', [40, 60], { type: 'italian-cavalry', figures: 8 }),
        company('guns', [100, 60], { type: 'artillery', figures: 2 }),
        company('foot', [160, 60], { type: 'italian-cavalry', figures: 8 }),
      ],
      natives: [band('n', [180, 115])],
    });
    state.units.foot!.dismounted = true;
    state.units.foot!.withHorses = true;
    for (const id of ['cav', 'guns', 'foot']) {
      state.units[id]!.order = { kind: 'retreat' };
      state.units[id]!.formation = 'mass';
    }
    state.units['italians-cinc']!.pos = { x: 100, y: 5 };
    return state;
  }

  it('is never asked to mount, dismount, load or unload its guns, and moves', () => {
    const state = retreatingGear();
    const start = Object.fromEntries(['cav', 'guns', 'foot'].map((id) => [id, { ...state.units[id]!.pos! }]));
    // a side that would take any change of guns or horses offered to it
    const run = drive(state, movementPhase(state), {
      choose: (r) => {
        const change = r.options.find((o) => (o.meaning as { gear?: string } | undefined)?.gear !== undefined && (o.meaning as { gear: string }).gear !== 'keep');
        return change ? { option: change.id, reasons: [] } : null;
      },
    });
    const offered = run.requests.flatMap((r) => (r.kind === 'choose' ? r.options : [])).filter((o) => (o.meaning as { gear?: string } | undefined)?.gear !== undefined);
    expect(offered.map((o) => o.id)).toEqual([]);
    expect(run.told.filter((i) => ['mount', 'dismount', 'pack', 'unpack'].includes(i.type)).map((i) => i.type)).toEqual([]);
    expect(state.units.cav!.dismounted).toBe(false);
    expect(state.units.foot!.dismounted).toBe(true);
    expect(state.units.guns!.packed).toBe(false);
    for (const id of ['cav', 'guns', 'foot']) expect(state.units[id]!.pos!.y, id).toBeLessThan(start[id]!.y);
    // the move says why it was not asked (G9.7)
    const moves = run.told.filter((i) => i.type === 'move' && ['cav', 'guns', 'foot'].includes(i.unit));
    expect(moves).toHaveLength(3);
    for (const m of moves) expect(m.reasons.map((r) => r.rule)).toContain('G9.7');
  });

  it('a unit in Retreat is offered no change of guns or horses; the same unit on Defend is', () => {
    const state = retreatingGear();
    for (const id of ['cav', 'guns', 'foot']) expect(limberOptions(state.units[id]!), id).toEqual([]);
    for (const id of ['cav', 'guns', 'foot']) state.units[id]!.order = { kind: 'defend', point: state.units[id]!.pos! };
    for (const id of ['cav', 'guns', 'foot']) expect(limberOptions(state.units[id]!).length, id).toBe(2);
  });
});
