import { describe, expect, it } from 'vitest';
import { approachInterview } from '../../../rulesets/guaitana/interview/movement.js';
import { moveByOrder } from '../../../rulesets/guaitana/procedures/move-unit.js';
import { goingWords } from '../../../rulesets/guaitana/rules/ground.js';
import { band, battle, company, rect } from '../virtual-table/fixtures.js';
import { drive } from '../drive.js';

const wadi = { name: 'Dry wadi', type: 'river', shape: { polyline: [[0, 60], [200, 60]], width: 6 } };
const wood = rect('Thorn wood', 'woods', 0, 90, 40, 20);

describe('G5.1, G9.5: the ground’s costs are said at the table, the wadi’s with the rest', () => {
  it('names the double ground and the wadi crossing, half the capacity for foot and horse', () => {
    const state = battle({ terrain: [wadi, wood], italians: [company('a', [100, 30])], natives: [band('n', [100, 100])] });
    expect(goingWords(state.terrain, state.units.a!)).toBe('ground that costs it double (Thorn wood) counts twice; crossing a wadi (Dry wadi) costs 7.5 cm, half its capacity');
    expect(goingWords(state.terrain, state.units.n!)).toBe('crossing a wadi (Dry wadi) costs 10 cm, half its capacity');
    expect(goingWords(state.terrain, state.units['italians-baggage']!)).toContain('crossing a wadi (Dry wadi) takes its whole Movement phase');
    expect(goingWords([], state.units.a!)).toBeNull();
  });

  it('the question "how far must it go?" says what the wadi costs', () => {
    const state = battle({ terrain: [wadi], italians: [company('a', [100, 30])], natives: [band('n', [100, 100])] });
    const first = approachInterview(state, state.units.n!, state.units.a!).next();
    expect(first.done).toBe(false);
    expect(JSON.stringify(first.value)).toContain('crossing a wadi (Dry wadi) costs 10 cm, half its capacity');
  });

  it('a move instruction gives the costs as its G9.5 reason', () => {
    const state = battle({ terrain: [wadi], italians: [company('a', [100, 30])], natives: [band('n', [100, 100], { order: 'attack' })] });
    state.units.n!.order = { kind: 'attack', target: 'a' };
    const run = drive(state, moveByOrder(state, state.units.n!, 1));
    const move = run.told.find((i) => i.type === 'move')!;
    expect(move.reasons).toContainEqual({ rule: 'G9.5', text: 'crossing a wadi (Dry wadi) costs 10 cm, half its capacity' });
  });
});
