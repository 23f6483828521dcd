import { describe, expect, it } from 'vitest';
import { ask, band, battle, company, GuaitanaTable, rect, tell } from './fixtures.js';

const wood = rect('Wood', 'woods', 80, 40, 40, 10);
const road = { name: 'Road', type: 'road', shape: { polyline: [[100, 0], [100, 120]], width: 4 } };
const approach = (state: ReturnType<typeof battle>, unit: string, target: string) => ask(new GuaitanaTable(state), { id: 'approach', unit, target });

describe('G8.5, G9.5 approach: Capacity to contact and to Close range, straight at the target', () => {
  it('over open ground it is the gap; a javelin band’s Close stands at 5 cm', () => {
    const state = battle({ italians: [company('i', [100, 30], { formation: 'line' })], natives: [band('n', [100, 60])] });
    const way = approach(state, 'n', 'i');
    expect(way.contact).toBeCloseTo(26, 1);
    expect(way.close).toBeCloseTo(21, 1);
  });

  it('woods cost double for Italian infantry not in skirmish line', () => {
    // Column front at y 30, the band's near side at 77: 47 cm, 10 of them through the wood.
    const state = battle({ terrain: [wood], italians: [company('c', [100, 20])], natives: [band('n', [100, 80])] });
    expect(approach(state, 'c', 'n').contact).toBeCloseTo(57, 1);
    const skirmish = battle({ terrain: [wood], italians: [company('s', [100, 20], { formation: 'skirmish' })], natives: [band('n', [100, 80])] });
    expect(approach(skirmish, 's', 'n').contact).toBeCloseTo(56, 1);
  });

  it('a road through the wood cancels the penalty for a column, not for a line', () => {
    const column = battle({ terrain: [wood, road], italians: [company('c', [100, 20])], natives: [band('n', [100, 80])] });
    expect(approach(column, 'c', 'n').contact).toBeCloseTo(47, 1);
    const line = battle({ terrain: [wood, road], italians: [company('l', [100, 20], { formation: 'line' })], natives: [band('n', [100, 80])] });
    expect(approach(line, 'l', 'n').contact).toBeCloseTo(66, 1);
  });

  it('to Close range of the rifle (30 cm), the wood counted only if crossed; 0 when already there', () => {
    const short = battle({ terrain: [wood], italians: [company('c', [100, 20])], natives: [band('n', [100, 80])] });
    expect(approach(short, 'c', 'n').close).toBeCloseTo(17, 1);
    const long = battle({ terrain: [wood], italians: [company('c', [100, 20])], natives: [band('n', [100, 110])] });
    expect(approach(long, 'c', 'n').close).toBeCloseTo(57, 1);
    const there = battle({ italians: [company('c', [100, 20])], natives: [band('n', [100, 50])] });
    expect(approach(there, 'c', 'n').close).toBe(0);
  });

  it('lancers have no Close range; impassable ground across the table makes contact unreachable', () => {
    const lancers = battle({ italians: [company('i', [100, 30], { formation: 'line' })], natives: [{ id: 'l', name: 'Lancers', type: 'native-cavalry', figures: 6, at: [100, 80], order: 'defend' }] });
    expect(approach(lancers, 'l', 'i')).toMatchObject({ close: null });
    // Six horsemen in mass: 6 × 8 cm, their near side at y 76, the line's front at 31.
    expect(approach(lancers, 'l', 'i').contact).toBeCloseTo(45, 1);
    // (Ground with a way round it is measured along that way: detour.test.ts.)
    const swamp = battle({ terrain: [rect('Swamp', 'impassable', 0, 50, 200, 10)], italians: [company('i', [100, 30], { formation: 'line' })], natives: [band('n', [100, 80])] });
    expect(approach(swamp, 'n', 'i').contact).toBe(Infinity);
  });
});

describe('G9.6, G9.8 approach measures the move the table makes: an enemy in the way halts it', () => {
  // Six lancers (6 × 8 cm, front at y 76) go south at a line (t, north side at y 31); a square (b,
  // y 47-53) stands in the way, and a friendly mass (f, 10 × 8 cm, y 54-62) right behind it.
  const lancers = { id: 'l', name: 'Lancers', type: 'native-cavalry', figures: 6, at: [100, 80], order: 'defend' };
  const table = (friend: boolean) => {
    const state = battle({ italians: [company('t', [100, 30], { formation: 'line' }), company('b', [100, 50], { formation: 'square' })], natives: [lancers, ...(friend ? [band('f', [100, 58], { figures: 18 })] : [])] });
    return { state, table: new GuaitanaTable(state) };
  };

  it('measured to the line (45 cm), the move halts on the square in the way, 23 cm on: contact with an enemy unit all the same (G9.6)', () => {
    const { state, table: t } = table(false);
    const way = ask(t, { id: 'approach', unit: 'l', target: 't' });
    expect(way.contact).toBeCloseTo(45, 1);
    tell(t, { type: 'move', unit: 'l', goal: { kind: 'toward', unit: 't' }, allowance: way.contact, stopAtClose: false, charge: true });
    expect(state.units['l']!.pos!.y).toBeCloseTo(57, 1);
    expect(ask(t, { id: 'in-contact', unit: 'l', aimedAt: 't' })).toEqual(['b']);
  });

  it('with friends filling every place in contact with the square, no charge reaches: the move stops clear of them, out of contact', () => {
    // Dogali, seed 21: the lancers charged De Cristoforis behind the machine guns, with the Hamasen spearmen at the guns' front.
    const { state, table: t } = table(true);
    expect(ask(t, { id: 'approach', unit: 'l', target: 't' }).contact).toBe(Infinity);
    tell(t, { type: 'move', unit: 'l', goal: { kind: 'toward', unit: 't' }, allowance: 50, stopAtClose: false });
    expect(state.units['l']!.pos!.y).toBeGreaterThan(62);
    expect(ask(t, { id: 'in-contact', unit: 'l', aimedAt: null })).toEqual([]);
  });
});
