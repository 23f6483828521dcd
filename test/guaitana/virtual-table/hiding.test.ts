import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { contains, type Shape } from '../../../src/table/shapes.js';
import { newBattle } from '../../../rulesets/guaitana/new-battle.js';
import { guaitanaScenarioSchema } from '../../../rulesets/guaitana/scenario-schema.js';
import type { GuaitanaState } from '../../../rulesets/guaitana/state.js';
import { Board } from '../../../rulesets/guaitana/virtual-table/board.js';
import { footprintAt, compass } from '../../../rulesets/guaitana/virtual-table/footprint.js';
import { deadGround } from '../../../rulesets/guaitana/virtual-table/hiding.js';
import { Sight } from '../../../rulesets/guaitana/virtual-table/sight.js';
import { ask, band, battle, company, GuaitanaTable, rect, tell } from './fixtures.js';

/** A hidden native band of 9 (6 × 6 cm in mass). */
const hidden = (id = 'h', type = 'native-infantry') => ({ id, name: `Hidden ${id}`, type, figures: 9, hidden: true });

describe('G6 hiding places: crossed or observed', () => {
  const wood = rect('Wood', 'woods', 80, 50, 40, 20);

  it('an Italian column walking into a wood compromises it at once, and observed reports it once', () => {
    const state = battle({ terrain: [wood], hiding: ['Wood'], italians: [company('c', [100, 10], { order: { move: [[100, 100]] } })] });
    const table = new GuaitanaTable(state);
    tell(table, { type: 'move', unit: 'c', goal: { kind: 'path' }, allowance: 45, stopAtClose: false });
    expect(state.hiding).toEqual([{ feature: 'Wood', compromised: true, horseSpoiled: false }]);
    expect(ask(table, { id: 'observed' })).toEqual(['Wood']);
    expect(ask(table, { id: 'observed' })).toEqual([]);
  });

  it('a wood seen from 25 cm is observed; from 35 cm it is not', () => {
    // The line's front is at y + 1; the wood's edge at y 50.
    const far = battle({ terrain: [wood], italians: [company('a', [100, 14], { formation: 'line' })] });
    expect(ask(new GuaitanaTable(far), { id: 'observed' })).toEqual([]);
    expect(far.hiding[0]!.compromised).toBe(false);
    const near = battle({ terrain: [wood], italians: [company('a', [100, 24], { formation: 'line' })] });
    expect(ask(new GuaitanaTable(near), { id: 'observed' })).toEqual(['Wood']);
    expect(near.hiding[0]!.compromised).toBe(true);
  });

  it('a wood seen from 45 cm still hides foot but no longer horsemen, in it or behind it (G10.2: horsemen are seen there from 60 cm)', () => {
    // the line's front is at y 5, 45 cm from the wood's edge at y 50
    const state = battle({ terrain: [wood], italians: [company('a', [100, 4], { formation: 'line' })], natives: [band('n', [20, 110]), hidden('foot'), hidden('horse', 'native-cavalry')] });
    const table = new GuaitanaTable(state);
    expect(ask(table, { id: 'observed' })).toEqual([]);
    expect(ask(table, { id: 'horse-spoiled' })).toEqual(['Wood']);
    expect(ask(table, { id: 'horse-spoiled' })).toEqual([]);
    expect(state.hiding).toEqual([{ feature: 'Wood', compromised: false, horseSpoiled: true }]);
    const spots = ask(table, { id: 'ambush-spots', units: ['foot', 'horse'], forced: false });
    expect(spots.map((spot) => [spot.unit, spot.feature])).toEqual([['foot', 'Wood']]);
    // 65 cm off: the horsemen could still hide there
    const farther = battle({ terrain: [rect('Wood', 'woods', 80, 70, 40, 20)], italians: [company('a', [100, 4], { formation: 'line' })], natives: [band('n', [20, 110]), hidden('horse', 'native-cavalry')] });
    expect(ask(new GuaitanaTable(farther), { id: 'horse-spoiled' })).toEqual([]);
  });

  it('a wood within 25 cm but hidden behind a building is not observed', () => {
    const state = battle({ terrain: [wood, rect('Houses', 'buildings', 60, 30, 80, 5)], hiding: ['Wood'], italians: [company('a', [100, 24], { formation: 'line' })] });
    expect(ask(new GuaitanaTable(state), { id: 'observed' })).toEqual([]);
  });

  it('a hill: not observed from in front of it; observed once an Italian stands on it or looks behind it', () => {
    const hill = { name: 'Hill', type: 'hill', shape: { circle: { x: 100, y: 70, radius: 15 } } };
    const at = (x: number, y: number) => ask(new GuaitanaTable(battle({ terrain: [hill], italians: [company('a', [x, y], { formation: 'line' })] })), { id: 'observed' });
    expect(at(100, 20)).toEqual([]);
    expect(at(100, 70)).toEqual(['Hill']);
    expect(at(100, 100)).toEqual(['Hill']);
  });
});

describe('G6 dead ground: the ground a hill or undulation hides from the Italians where they stand', () => {
  const swell = { name: 'Swell', type: 'open', blocksSight: true, shape: { circle: { x: 100, y: 60, radius: 10 } } };
  /**
   * The Italians' table edge is the south, but they stand east of the swell, as a column halted
   * on the march along the table: a company, its C-in-C and baggage behind it.
   */
  const fromEast = (others: Record<string, unknown>[] = []): GuaitanaState => {
    const state = battle({ terrain: [swell], hiding: ['Swell'], italians: [company('a', [150, 60], { formation: 'line', facing: 'west' }), ...others] });
    state.units['italians-cinc']!.pos = { x: 165, y: 60 };
    state.units['italians-baggage']!.pos = { x: 175, y: 60 };
    return state;
  };

  it('is straight behind the feature as seen from the centre of the Italian units, 2 cm beyond it', () => {
    const board = new Board(fromEast());
    const point = deadGround(board.ground.byName.get('Swell')!, board.italians());
    expect(point!.x).toBeCloseTo(88, 0);
    expect(point!.y).toBeCloseTo(60, 6);
  });

  it('is not spoiled by a view past the side of the swell that faces away from the Italians\' edge', () => {
    const state = fromEast();
    // The company sees the swell's north side, which is its back from the south edge...
    expect(new Sight(new Board(state)).linePoint({ x: 150, y: 60 }, { x: 100, y: 72 })).toBe(true);
    // ...but not the ground the swell hides from it, on its west side.
    expect(ask(new GuaitanaTable(state), { id: 'observed' })).toEqual([]);
    expect(state.hiding).toEqual([{ feature: 'Swell', compromised: false, horseSpoiled: false }]);
  });

  it('is spoiled once an Italian unit goes round far enough to see behind it, and stays spoiled', () => {
    const state = fromEast([company('b', [150, 80])]);
    const table = new GuaitanaTable(state);
    expect(ask(table, { id: 'observed' })).toEqual([]);
    state.units['b']!.pos = { x: 60, y: 75 };
    expect(ask(table, { id: 'observed' })).toEqual(['Swell']);
    state.units['b']!.pos = { x: 150, y: 80 };
    expect(ask(table, { id: 'observed' })).toEqual([]);
    expect(state.hiding[0]!.compromised).toBe(true);
  });

  it('a hill between an Italian unit and a wood 29 cm off hides the wood; without the hill it is observed', () => {
    const wood = rect('Wood', 'woods', 50, 50, 20, 20);
    const hill = { name: 'Hill', type: 'hill', shape: { circle: { x: 84, y: 60, radius: 6 } } };
    const at = (terrain: Record<string, unknown>[]) => ask(new GuaitanaTable(battle({ terrain, hiding: ['Wood'], italians: [company('a', [100, 60], { formation: 'line', facing: 'west' })] })), { id: 'observed' });
    expect(at([wood, hill])).toEqual([]);
    expect(at([wood])).toEqual(['Wood']);
  });

  it('Dogali: the swell north-east of the knoll is not spoiled by the column as it stands, and hides a band', () => {
    const state = newBattle(guaitanaScenarioSchema.parse(parse(readFileSync('scenarios/guaitana/dogali.yaml', 'utf8'))));
    const table = new GuaitanaTable(state);
    expect(ask(table, { id: 'observed' })).not.toContain('Low swell north-east');
    const [spot] = ask(table, { id: 'ambush-spots', units: ['ambush-spearmen'], forced: true });
    expect(spot!.feature).toBe('Low swell north-east');
  });
});

describe('G9.2, G9.9 ambush spots', () => {
  const italians = [company('a', [100, 20], { formation: 'line' })];

  it('passes over a compromised wood for the nearest spot, wholly inside, in the other', () => {
    const state = battle({
      terrain: [rect('Near wood', 'woods', 80, 60, 20, 20), rect('Far wood', 'woods', 140, 80, 30, 20)],
      italians, natives: [band('n', [20, 110]), hidden()],
    });
    state.hiding.find((p) => p.feature === 'Near wood')!.compromised = true;
    const spots = ask(new GuaitanaTable(state), { id: 'ambush-spots', units: ['h'], forced: false });
    expect(spots.map((s) => [s.feature, s.nearest])).toEqual([['Far wood', 'a']]);
    const [spot] = spots;
    const fp = footprintAt(state.units['h']!, spot!.at, compass(spot!.at, { x: 100, y: 20 }));
    const shape: Shape = { kind: 'rect', x: 140, y: 80, width: 30, depth: 20 };
    expect(fp.corners.every((p) => contains(shape, p))).toBe(true);
    // The nearest corner of the wood to the Italians, pulled in by the turned band's half size.
    expect(spot!.at.x).toBeGreaterThan(143);
    expect(spot!.at.x).toBeLessThan(146);
    expect(spot!.at.y).toBeGreaterThan(83);
    expect(spot!.at.y).toBeLessThan(86);
  });

  it('a wood 19 cm off is observed (G6.4: seen from within 30 cm), so nobody appears in it, even beyond 30 cm of the Italians', () => {
    const state = battle({ terrain: [rect('Wood', 'woods', 60, 40, 80, 60)], italians, natives: [band('n', [20, 110]), hidden()] });
    expect(ask(new GuaitanaTable(state), { id: 'ambush-spots', units: ['h'], forced: false })).toEqual([]);
  });

  it('keeps out of what an Italian unit sees: in a wood 32 cm off, at its near edge', () => {
    const state = battle({ terrain: [rect('Wood', 'woods', 60, 53, 80, 50)], italians, natives: [band('n', [20, 110]), hidden()] });
    const [spot] = ask(new GuaitanaTable(state), { id: 'ambush-spots', units: ['h'], forced: false });
    expect(spot!.feature).toBe('Wood');
    expect(spot!.distance).toBeGreaterThan(30);
    expect(spot!.distance).toBeLessThan(33.5);
  });

  it('behind a hill: outside it, on the far side from the Italians, where none of them sees it', () => {
    const hill = { name: 'Hill', type: 'hill', shape: { circle: { x: 100, y: 70, radius: 15 } } };
    const state = battle({ terrain: [hill], italians, natives: [band('n', [20, 110]), hidden()] });
    const table = new GuaitanaTable(state);
    const [spot] = ask(table, { id: 'ambush-spots', units: ['h'], forced: false });
    expect(spot!.feature).toBe('Hill');
    expect(contains({ kind: 'circle', x: 100, y: 70, radius: 15 }, spot!.at)).toBe(false);
    expect(spot!.at.y).toBeGreaterThan(70);
    state.units['h']!.hidden = false; // the rules' books, as revealHidden keeps them
    tell(table, { type: 'appear', unit: 'h', feature: 'Hill', at: spot!.at, toward: 'a' } as never);
    for (const seer of ['a', 'italians-cinc', 'italians-baggage']) expect(ask(table, { id: 'sees', unit: seer })).not.toContain('h');
    // The nearest Italian sees the band as soon as it stands 5 cm further out from the hill.
    const out = { x: spot!.at.x + (spot!.at.x - 100) * 0.3, y: spot!.at.y };
    state.units['h']!.pos = out;
    expect(ask(table, { id: 'sees', unit: 'a' })).toContain('h');
  });

  it('rocky ground hides native infantry, not native cavalry; no spots with no Italians on the table', () => {
    const rocks = rect('Rocks', 'rough', 140, 80, 30, 20);
    const state = battle({ terrain: [rocks], italians, natives: [band('n', [20, 110]), hidden('h'), hidden('c', 'native-cavalry')] });
    const table = new GuaitanaTable(state);
    expect(ask(table, { id: 'ambush-spots', units: ['h'], forced: false }).map((s) => s.feature)).toEqual(['Rocks']);
    expect(ask(table, { id: 'ambush-spots', units: ['c'], forced: false })).toEqual([]);
    for (const u of Object.values(state.units)) if (u.side === 'italians') [u.eliminated, u.pos] = [true, null];
    expect(ask(table, { id: 'ambush-spots', units: ['h'], forced: false })).toEqual([]);
  });
});
