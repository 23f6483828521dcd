import { describe, expect, it } from 'vitest';
import { tynesideScenarioSchema } from '../../rulesets/tyneside/scenario-schema.js';
import { newBattle } from '../../rulesets/tyneside/new-battle.js';
import type { TynesideInstruction } from '../../rulesets/tyneside/instructions.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';
import { Board } from '../../rulesets/tyneside/virtual-table/board.js';
import { Cohesion } from '../../rulesets/tyneside/virtual-table/cohesion.js';
import { TynesideTable } from '../../rulesets/tyneside/virtual-table/table.js';

/**
 * T6.2: each figure "should always attempt to remain in line of sight of at least one
 * other member of their group". The virtual table treats it as a movement constraint: after
 * every move it makes, a figure that sees no comrade re-joins, or the group moves less.
 */
function battle(terrain: unknown[], positions: [number, number][], foe: [number, number]): TynesideState {
  const rifles = [{ weapon: 'rifle', loading: 'breech' }];
  const state = newBattle(tynesideScenarioSchema.parse({
    ruleset: 'tyneside', title: 'T6.2', history: 'A section on the move.', table: { width: 200, depth: 200 }, turnLimit: 1, terrain,
    victory: { atTurnLimit: 'draw' },
    sides: [
      { id: 'column', name: 'Column', player: 'opfor', baseline: 'south', groups: [{ id: 'g', name: 'Section', figures: positions.length, at: [100, 100], class: 'veteran', weapons: rifles }] },
      { id: 'foe', name: 'Foe', player: 'opfor', baseline: 'north', groups: [{ id: 'f', name: 'Foe', figures: 1, at: foe, class: 'raw', weapons: [{ weapon: 'spear' }], native: true }] },
    ],
  }));
  positions.forEach(([x, y], i) => void (state.figures[`g/${i + 1}`]!.pos = { x, y }));
  state.figures['f/1']!.pos = { x: foe[0], y: foe[1] };
  return state;
}

/** The section advances a full move on the foe, stopping short of contact (T28 ADV). */
function advance(state: TynesideState): void {
  const move: TynesideInstruction = { type: 'move', unit: 'g', with: [], goal: { kind: 'toward-unit', unit: 'f' }, fraction: 1, stopShort: true, text: 'The section advances', reasons: [] };
  new TynesideTable(state).execute(move);
}

const at = (state: TynesideState, n: number) => state.figures[`g/${n}`]!.pos!;
const stragglers = (state: TynesideState) => new Cohesion(new Board(state)).stragglers(state.units.g!).map((f) => f.id);

const wood = { name: 'Wood', type: 'woods', shape: { rect: { x: 0, y: 0, width: 200, depth: 200 } } };
const hill = (x: number, y: number, width: number, depth: number) => ({ name: 'Hill', type: 'hill', shape: { rect: { x, y, width, depth } } });

describe('T6.2 who is out of sight of his group', () => {
  it('in the open, every figure sees a comrade; two pairs far apart are each in sight of one other member', () => {
    expect(stragglers(battle([], [[10, 10], [13, 10], [150, 150], [153, 150]], [100, 190]))).toEqual([]);
  });

  it('a hill between a figure and all his comrades hides him', () => {
    expect(stragglers(battle([hill(20, 0, 10, 40)], [[10, 10], [40, 10], [43, 10]], [100, 190]))).toEqual(['g/1']);
  });

  it('inside a wood comrades see each other up to 20 cm (T30.2): 20 cm is in sight, 20.5 cm is not', () => {
    expect(stragglers(battle([wood], [[10, 10], [10, 30], [13, 30]], [100, 190]))).toEqual([]);
    expect(stragglers(battle([wood], [[10, 9.5], [10, 30], [13, 30]], [100, 190]))).toEqual(['g/1']);
  });

  it('long grass hides men from the enemy (T30.1) but not from their own group', () => {
    const grass = { name: 'Long grass', type: 'rough', shape: { rect: { x: 0, y: 0, width: 200, depth: 200 } } };
    expect(stragglers(battle([grass], [[10, 10], [10, 80], [13, 80]], [100, 190]))).toEqual([]);
  });
});

describe('T6.2 as a movement constraint on the virtual table', () => {
  // The section moves east. g/1 wades a marsh (difficult going: 12.5 cm for his 25 cm), the rest
  // walk 25 cm on open ground. From (22.5, 10), where the block move would leave him, the hill
  // (x 25-30, y 14-20) hides all three comrades at x 35; the line to g/4 at (35, 36) clears the
  // hill's corner (25, 20) only from x < 18.75 on his path.
  const marsh = { name: 'Marsh', type: 'river', shape: { rect: { x: 0, y: 5, width: 200, depth: 10 } } };
  const straggling = () => battle([marsh, hill(25, 14, 5, 6)], [[10, 10], [10, 30], [10, 33], [10, 36]], [190, 27.25]);

  it('the rest make their full move; the straggler ends at the searched point nearest his place from which he sees a comrade', () => {
    const state = straggling();
    advance(state);
    expect([at(state, 2), at(state, 3), at(state, 4)]).toEqual([{ x: 35, y: 30 }, { x: 35, y: 33 }, { x: 35, y: 36 }]);
    // On his own path the first point in sight is x 18.5 (4 cm short); 10.5 cm out along the 15°
    // ray he is 3.6 cm from his place and sees g/4 over the hill's corner.
    const ray = (15 * Math.PI) / 180;
    expect(at(state, 1).x).toBeCloseTo(10 + 10.5 * Math.cos(ray), 9);
    expect(at(state, 1).y).toBeCloseTo(10 + 10.5 * Math.sin(ray), 9);
    expect(stragglers(state)).toEqual([]);
  });

  it('without the hill nobody straggles, and the marsh simply slows him: 12.5 cm', () => {
    const state = battle([marsh], [[10, 10], [10, 30], [10, 33], [10, 36]], [190, 27.25]);
    advance(state);
    expect(at(state, 1)).toEqual({ x: 22.5, y: 10 });
    expect(at(state, 2)).toEqual({ x: 35, y: 30 });
  });

  it('when no straggler can re-join, the whole group moves the longest eighth of its move that keeps him in sight', () => {
    // In a wood (20 cm sight, difficult going) a wounded man (20 cm move, so 10 cm here) walks
    // behind two comrades 18 cm ahead, who would make 12.5 cm: 20.5 cm apart, out of sight, and
    // 10 cm is all the wounded man has. The group's move is 20 cm (its slowest figure, T15.1):
    // 7/8, 6/8 and 5/8 of it still take the pair 12.5 cm on; 4/8 is 10 cm for everyone.
    const state = battle([wood], [[10, 10], [10, 28], [13, 28]], [11, 190]);
    state.figures['g/1']!.wounds = 1;
    advance(state);
    expect([at(state, 1), at(state, 2), at(state, 3)]).toEqual([{ x: 10, y: 20 }, { x: 10, y: 38 }, { x: 13, y: 38 }]);
    expect(stragglers(state)).toEqual([]);
  });

  it('two men who lose sight of each other: the first who can re-join does, here the leader waits at 20 cm', () => {
    const state = battle([wood], [[10, 10], [10, 28]], [10, 190]);
    state.figures['g/1']!.wounds = 1;
    advance(state);
    // The wounded man cannot get closer than (10, 20); his comrade stops at the last half centimetre in sight of him.
    expect([at(state, 1), at(state, 2)]).toEqual([{ x: 10, y: 20 }, { x: 10, y: 40 }]);
  });

  it('a group already split before it moved, that no shorter move mends, makes its full move', () => {
    // A rock 60 cm deep between two men: neither can walk round it within a move.
    const rock = { name: 'Rock', type: 'impassable', shape: { rect: { x: 35, y: 0, width: 10, depth: 60 } } };
    const state = battle([rock], [[10, 10], [70, 10]], [40, 190]);
    expect(stragglers(state)).toEqual(['g/1', 'g/2']);
    advance(state);
    expect(at(state, 1)).toEqual({ x: 10, y: 35 });
    expect(at(state, 2)).toEqual({ x: 70, y: 35 });
  });
});

describe('T6.2 in a charge', () => {
  it('a man who reaches nobody and would end behind a hill re-joins; the charger stays in contact', () => {
    // g/1 charges the foe at (50, 50) and ends at (50, 47.5); g/2, 40 cm off, advances 25 cm
    // towards him and would stop at (50, 35), with the hill (x 48-52, y 36-44) between them.
    const state = battle([hill(48, 36, 4, 8)], [[50, 40], [50, 10]], [50, 50]);
    const charge: TynesideInstruction = { type: 'charge', unit: 'g', pairs: [{ attacker: 'g/1', defender: 'f/1' }], text: 'The section charges', reasons: [] };
    new TynesideTable(state).execute(charge);
    expect(at(state, 1)).toEqual({ x: 50, y: 47.5 });
    expect(stragglers(state)).toEqual([]);
    expect(Math.hypot(at(state, 2).x - 50, at(state, 2).y - 10)).toBeLessThanOrEqual(25);
    expect(at(state, 2).y).toBeLessThan(36);
  });
});
