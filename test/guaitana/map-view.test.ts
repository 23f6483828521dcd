import { describe, expect, it } from 'vitest';
import { guaitanaMapView } from '../../rulesets/guaitana/map-view.js';
import { band, battle, company, rect } from './virtual-table/fixtures.js';

describe('guaitanaMapView', () => {
  const state = () => battle({
    terrain: [rect('Wood', 'woods', 80, 50, 40, 20)],
    italians: [company('a', [100, 20], { formation: 'line' }), { id: 'g', name: 'Battery', type: 'artillery', figures: 6, guns: ['gatling', 'gatling'], at: [150, 20], order: 'defend' }],
    natives: [band('n', [100, 90]), band('gone', [20, 90]), { id: 'h', name: 'Hidden', type: 'native-infantry', figures: 12, hidden: true }],
  });

  it('draws a piece per figure of every unit on the table; hidden and eliminated units are not drawn', () => {
    const s = state();
    s.units['gone']!.eliminated = true;
    s.units['gone']!.pos = null;
    const view = guaitanaMapView(s, []);
    const count = (unit: string) => view.pieces.filter((p) => p.unit === unit).length;
    // Italians: 10 + 6 crew, the C-in-C, 2 baggage escorts; natives: 9, the C-in-C, 2 escorts.
    expect([count('Company a'), count('Battery'), count('Baratieri'), count('Italian baggage'), count('Band n'), count('Band gone'), count('Hidden')]).toEqual([10, 6, 1, 2, 9, 0, 0]);
    expect(view.pieces.filter((p) => p.side === 'italians')).toHaveLength(19);
    expect(view.pieces.filter((p) => p.side === 'natives')).toHaveLength(12);
    expect([view.width, view.depth, view.features.map((f) => f.name)]).toEqual([200, 120, ['Wood']]);
    expect(view.sides).toEqual([{ id: 'italians', name: 'Italians' }, { id: 'natives', name: 'Natives' }]);
  });

  it('lays the figures out in the formation: a line of 10 facing north stands 2 cm apart along y 20', () => {
    const pieces = guaitanaMapView(state(), []).pieces.filter((p) => p.unit === 'Company a');
    expect(pieces.map((p) => [p.x, p.y])).toEqual(Array.from({ length: 10 }, (_, i) => [91 + 2 * i, 20]));
    // Eight places in line, 142–158: the two guns at 143 and 145, the crew east of them.
    const crew = guaitanaMapView(state(), []).pieces.filter((p) => p.unit === 'Battery');
    expect(crew.map((p) => Math.round(p.x))).toEqual([147, 149, 151, 153, 155, 157]);
  });

  it('highlights the units in focus and shows a unit in Retreat as wounded', () => {
    const s = state();
    s.units['n']!.order = { kind: 'retreat' };
    const view = guaitanaMapView(s, ['a']);
    expect(new Set(view.pieces.filter((p) => p.highlighted).map((p) => p.unit))).toEqual(new Set(['Company a']));
    expect(view.pieces.filter((p) => p.highlighted)).toHaveLength(10);
    expect(new Set(view.pieces.filter((p) => p.state === 'wounded').map((p) => p.unit))).toEqual(new Set(['Band n']));
  });
});
