import { describe, expect, it } from 'vitest';
import { ask, band, battle, company, GuaitanaTable, rect } from './fixtures.js';

const hill = { name: 'Hill', type: 'hill', shape: { circle: { x: 100, y: 50, radius: 10 } } };
/** The fighting units a unit sees (the C-in-C and baggage in the corners left out). */
const sees = (state: ReturnType<typeof battle>, unit: string) => ask(new GuaitanaTable(state), { id: 'sees', unit }).filter((id) => !/-(cinc|baggage)$/.test(id));

describe('G10.1 line of sight', () => {
  it('a hill between hides the band; standing on the hill, or the band on it, it is seen', () => {
    expect(sees(battle({ terrain: [hill], italians: [company('a', [100, 20], { formation: 'line' })], natives: [band('n', [100, 80])] }), 'a')).toEqual([]);
    expect(sees(battle({ terrain: [hill], italians: [company('a', [100, 50], { formation: 'line' })], natives: [band('n', [100, 80])] }), 'a')).toEqual(['n']);
    expect(sees(battle({ terrain: [hill], italians: [company('a', [100, 20], { formation: 'line' })], natives: [band('n', [100, 50])] }), 'a')).toEqual(['n']);
  });

  it('a hill that hides only part of a unit does not hide it: any clear line suffices', () => {
    // From (120, 20) the line to the band's centre passes 9.5 cm from the hill's centre (inside its
    // 10 cm radius); the line to its south-east corner (103, 77) passes 10.6 cm off, clear.
    expect(sees(battle({ terrain: [hill], italians: [company('a', [120, 20])], natives: [band('n', [100, 80])] }), 'a')).toEqual(['n']);
    expect(sees(battle({ terrain: [hill], italians: [company('a', [110, 20])], natives: [band('n', [100, 80])] }), 'a')).toEqual([]);
  });

  it('a wood between two units outside it blocks; a unit beside the wood is seen; the nearest is listed first', () => {
    const state = battle({
      terrain: [rect('Wood', 'woods', 80, 40, 40, 10)],
      italians: [company('a', [100, 20])],
      natives: [band('n', [100, 80]), band('m', [170, 90]), band('k', [40, 70])],
    });
    expect(sees(state, 'a')).toEqual(['k', 'm']);
  });

  it('hidden units are never seen, nor the eliminated', () => {
    const state = battle({ italians: [company('a', [100, 20])], natives: [band('n', [100, 80]), { id: 'h', name: 'Hidden', type: 'native-infantry', figures: 9, hidden: true }] });
    state.units['natives-baggage']!.eliminated = true;
    state.units['natives-baggage']!.pos = null;
    expect(ask(new GuaitanaTable(state), { id: 'sees', unit: 'a' })).toEqual(['n', 'natives-cinc']);
  });
});

describe('G10.2 visibility distances', () => {
  const inWood = (italianY: number, native: Record<string, unknown>) =>
    battle({ terrain: [rect('Wood', 'woods', 80, 80, 40, 30)], italians: [company('a', [100, italianY], { formation: 'line' })], natives: [native] });

  it('infantry stationary in a wood: seen at 25 cm, not at 35 cm', () => {
    // The band covers y 92–98; the line's front is at y + 1.
    expect(sees(inWood(66, band('n', [100, 95])), 'a')).toEqual(['n']);
    expect(sees(inWood(56, band('n', [100, 95])), 'a')).toEqual([]);
  });

  it('a unit that moved this turn, or fired last turn, is seen at any distance', () => {
    const moved = inWood(20, band('n', [100, 95]));
    expect(sees(moved, 'a')).toEqual([]);
    moved.units['n']!.turn.moved = true;
    expect(sees(moved, 'a')).toEqual(['n']);
    const fired = inWood(20, band('n', [100, 95]));
    fired.units['n']!.firedLastTurn = true;
    expect(sees(fired, 'a')).toEqual(['n']);
  });

  it('cavalry stationary in a wood: seen at 50 cm, not at 70 cm', () => {
    // Nine horsemen in mass, 6 × 12 cm, cover y 89–101.
    const horse = { id: 'c', name: 'Horse', type: 'native-cavalry', figures: 9, at: [100, 95], order: 'defend' };
    expect(sees(inWood(38, horse), 'a')).toEqual(['c']);
    expect(sees(inWood(18, horse), 'a')).toEqual([]);
  });

  it('rocky ground is Closed for native infantry only: a native band in it is hidden at 35 cm, Italian infantry in it is not', () => {
    const rocks = rect('Rocks', 'rough', 80, 80, 40, 30);
    const natives = battle({ terrain: [rocks], italians: [company('a', [100, 56], { formation: 'line' })], natives: [band('n', [100, 95])] });
    expect(sees(natives, 'a')).toEqual([]);
    const italians = battle({ terrain: [rocks], italians: [company('a', [100, 95], { formation: 'line' })], natives: [band('n', [100, 40])] });
    expect(sees(italians, 'n')).toEqual(['a']);
  });
});
