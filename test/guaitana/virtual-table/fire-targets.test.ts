import { describe, expect, it } from 'vitest';
import { band, battle, company, fireTargetsOf, GuaitanaTable, rect } from './fixtures.js';

/** The fire targets of a unit, the C-in-C and baggage in the corners left out. */
function targets(state: ReturnType<typeof battle>, unit: string) {
  return fireTargetsOf(new GuaitanaTable(state), unit).filter((t) => !/-(cinc|baggage)$/.test(t.unit));
}

describe('G11.3–G11.5 fire targets', () => {
  // An Italian line of 10 at (100, 20) facing north: 20 cm wide, its front at y 21.
  const line = company('a', [100, 20], { formation: 'line' });

  it('lists enemies seen and in range, nearest first, with the band of the closest-point distance', () => {
    const state = battle({ italians: [line], natives: [band('far', [100, 110]), band('near', [100, 40]), band('mid', [100, 80])] });
    expect(targets(state, 'a').map((t) => [t.unit, Math.round(t.distance!), t.band, t.cover, Math.round(t.bearing)])).toEqual([
      ['near', 16, 'close', false, 0],
      ['mid', 56, 'long', false, 0],
      ['far', 86, 'extreme', false, 0],
    ]);
  });

  it('a target behind a line, or out to its side, is not in its arc', () => {
    const state = battle({ italians: [line], natives: [band('behind', [100, 5]), band('beside', [20, 22]), band('front', [140, 50])] });
    expect(targets(state, 'a').map((t) => t.unit)).toEqual(['front']);
  });

  it('a target behind a mass (or a square) is one: their arc is unlimited', () => {
    // A musket band in mass at (100, 60) facing south; Italian lines 21 cm in front of it and behind it.
    const state = battle({ italians: [company('i', [100, 85], { formation: 'line' }), company('j', [100, 35], { formation: 'line' })], natives: [band('m', [100, 60], { weapon: 'musket' })] });
    expect(targets(state, 'm').map((t) => [t.unit, t.band])).toEqual([['i', 'long'], ['j', 'long']]);
    const square = battle({ italians: [company('a', [100, 20], { formation: 'square' })], natives: [band('behind', [100, 5])] });
    expect(targets(square, 'a').map((t) => t.unit)).toEqual(['behind']);
  });

  it('a target crossing the arc with no corner and not its centre inside it is in the arc', () => {
    // A column of 27 (54 × 2 cm) slanting across 4–5 cm in front of a lone figure: its ends lie at
    // 63°–80° either side of the facing, its centre at 73° to the left, but its middle crosses the arc.
    const state = battle({ italians: [company('a', [100, 20], { formation: 'line', figures: 1 })], natives: [band('c', [87, 24], { figures: 27 })] });
    state.units['c']!.formation = 'column';
    state.units['c']!.facing = (Math.atan2(54, 4) * 180) / Math.PI;
    expect(targets(state, 'a').map((t) => t.unit)).toEqual(['c']);
    state.units['c']!.pos = { x: 87, y: 14 };
    expect(targets(state, 'a')).toEqual([]);
  });

  it('cover by the target’s type: woods for all; rocky ground for natives and Italians in skirmish line only', () => {
    const wooded = battle({ terrain: [rect('Wood', 'woods', 90, 34, 20, 12)], italians: [line], natives: [band('n', [100, 40]), band('o', [140, 40])] });
    expect(targets(wooded, 'a').map((t) => [t.unit, t.cover])).toEqual([['n', true], ['o', false]]);
    const rocks = rect('Rocks', 'rough', 70, 50, 60, 20);
    const inLine = battle({ terrain: [rocks], italians: [company('i', [100, 60], { formation: 'line' })], natives: [band('m', [100, 85], { weapon: 'musket' })] });
    expect(targets(inLine, 'm').map((t) => t.cover)).toEqual([false]);
    const inSkirmish = battle({ terrain: [rocks], italians: [company('i', [100, 60], { formation: 'skirmish' })], natives: [band('m', [100, 85], { weapon: 'musket' })] });
    expect(targets(inSkirmish, 'm').map((t) => t.cover)).toEqual([true]);
  });

  it('javelins reach 5 cm (Long); lancers have no targets', () => {
    const state = battle({ italians: [company('i', [100, 60], { formation: 'line' })], natives: [band('near', [100, 68]), band('far', [60, 69]), { id: 'l', name: 'Lancers', type: 'native-cavalry', figures: 6, at: [130, 70], order: 'defend' }] });
    expect(targets(state, 'near').map((t) => [t.unit, t.band, t.distance])).toEqual([['i', 'long', 4]]);
    expect(targets(state, 'far')).toEqual([]);
    expect(targets(state, 'l')).toEqual([]);
  });

  it('a target the firer does not see is no target', () => {
    const state = battle({ terrain: [{ name: 'Hill', type: 'hill', shape: { circle: { x: 100, y: 50, radius: 10 } } }], italians: [line], natives: [band('n', [100, 80])] });
    expect(targets(state, 'a')).toEqual([]);
  });
});
