import { describe, expect, it } from 'vitest';
import { ask, band, battle, company, GuaitanaTable, rect } from './fixtures.js';

// An Italian line of 10 at (100, 50) facing north: x 90–110, y 49–51. A band is 6 × 6 cm.
const line = company('a', [100, 50], { formation: 'line' });

describe('G9.8, G12.2, G12.4 contacts', () => {
  it('lists each pair in contact; a band at the line’s end is on its flank, one at its front is not; a mass has no flank', () => {
    const state = battle({ italians: [line], natives: [band('front', [107, 54]), band('west', [87, 50]), band('off', [100, 70])] });
    const table = new GuaitanaTable(state);
    expect(ask(table, { id: 'contacts' })).toEqual([
      { a: 'a', b: 'front', aFlanked: false, bFlanked: false },
      { a: 'a', b: 'west', aFlanked: true, bFlanked: false },
    ]);
    expect(ask(table, { id: 'in-contact', unit: 'a', aimedAt: null })).toEqual(['front', 'west']);
    expect(ask(table, { id: 'in-contact', unit: 'off', aimedAt: null })).toEqual([]);
  });

  it('a column met on its side or a line from behind is flanked; contact is within 0.5 cm', () => {
    const state = battle({ italians: [company('c', [100, 50]), company('l', [150, 50], { formation: 'line' })], natives: [band('side', [104.4, 45]), band('rear', [150, 45.8])] });
    expect(ask(new GuaitanaTable(state), { id: 'contacts' })).toEqual([
      { a: 'c', b: 'side', aFlanked: true, bFlanked: false },
      { a: 'l', b: 'rear', aFlanked: true, bFlanked: false },
    ]);
    state.units['side']!.pos = { x: 104.6, y: 45 };
    expect(ask(new GuaitanaTable(state), { id: 'contacts' }).map((c) => c.b)).toEqual(['rear']);
  });
});

describe('G13.3 surroundings', () => {
  it('reads the C-in-C and a friend within 15 cm, enemies within 60 cm, Closed terrain and a flank contact', () => {
    const state = battle({ terrain: [rect('Wood', 'woods', 85, 40, 30, 20)], italians: [line, company('b', [100, 40], { formation: 'line' })], natives: [band('west', [87, 50])] });
    const table = new GuaitanaTable(state);
    expect(ask(table, { id: 'surroundings', unit: 'a' })).toEqual({ cincNear: false, friendNear: true, enemyNear: true, inClosed: true, flanked: true });
    state.units['italians-cinc']!.pos = { x: 120, y: 50 };
    state.units['b']!.order = { kind: 'retreat' };
    state.units['west']!.pos = { x: 100, y: 115 };
    expect(ask(table, { id: 'surroundings', unit: 'a' })).toEqual({ cincNear: true, friendNear: false, enemyNear: false, inClosed: true, flanked: false });
  });
});

describe('G8.7.1 the C-in-C’s reach and the heliograph’s “threatened”', () => {
  it('own units within 15 cm that he sees, not one behind a building nor one 17 cm off', () => {
    const state = battle({
      terrain: [rect('Houses', 'buildings', 104, 10, 4, 20)],
      italians: [company('near', [100, 30], { formation: 'line' }), company('behind', [111, 20], { figures: 1, formation: 'line' }), company('far', [100, 40], { figures: 1, formation: 'line' })],
    });
    state.units['italians-cinc']!.pos = { x: 100, y: 20 };
    expect(ask(new GuaitanaTable(state), { id: 'cinc-reach', side: 'italians' })).toEqual(['near']);
  });

  it('threatened by an enemy within its move and Charge Bonus, or its Close range', () => {
    const at = (native: Record<string, unknown>) => ask(new GuaitanaTable(battle({ italians: [line], natives: [native] })), { id: 'threatened', units: ['a'] });
    expect(at(band('n', [100, 80]))).toEqual(['a']); // 26 cm: 20 + 10 reaches
    expect(at(band('n', [100, 90]))).toEqual([]); // 36 cm
    expect(at({ id: 'h', name: 'Horse', type: 'native-cavalry', figures: 9, at: [100, 100], order: 'defend' })).toEqual(['a']); // 43 cm: 30 + 20
  });

  it('threatened by a battery’s Close range though it hardly moves', () => {
    // Two Gatlings and six crew in line (16 × 4 cm) move 5 cm, but reach 30 cm at Close.
    const battery = (y: number) => battle({ italians: [{ id: 'g', name: 'Battery', type: 'artillery', figures: 6, guns: ['gatling', 'gatling'], at: [100, y], order: 'defend' }], natives: [band('n', [100, 80])] });
    expect(ask(new GuaitanaTable(battery(50)), { id: 'threatened', units: ['n'] })).toEqual(['n']); // 25 cm
    expect(ask(new GuaitanaTable(battery(44)), { id: 'threatened', units: ['n'] })).toEqual([]); // 31 cm
  });
});
