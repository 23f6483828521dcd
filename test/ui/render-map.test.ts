import { describe, expect, it } from 'vitest';
import type { MapPiece, MapView, PieceState } from '../../src/engine/map-view.js';
import { renderLegend, renderMap, type MapLine } from '../../src/ui/map/render-map.js';
import { lineText } from '../../src/ui/map/runs.js';

const piece = (x: number, y: number, side: string, state: PieceState = 'fit', highlighted = false): MapPiece => ({ x, y, side, unit: `${side} unit`, state, highlighted });

/** A 60 × 40 cm table: a copse, a lane rising gently eastwards, a brook bending east, both sides. */
const view: MapView = {
  width: 60,
  depth: 40,
  sides: [{ id: 'red', name: 'Redcoats' }, { id: 'blue', name: 'Bluecoats' }],
  features: [
    { name: 'Copse', type: 'woods', shape: { kind: 'rect', x: 5, y: 22, width: 20, depth: 14 } },
    { name: 'Lane', type: 'road', shape: { kind: 'polyline', points: [{ x: 0, y: 10 }, { x: 60, y: 14 }], width: 3 } },
    { name: 'Brook', type: 'river', shape: { kind: 'polyline', points: [{ x: 40, y: 40 }, { x: 44, y: 20 }, { x: 40, y: 0 }], width: 4 } },
  ],
  pieces: [
    piece(10, 5, 'red'), piece(11, 5, 'red', 'wounded'), // one cell, one fit: O
    piece(30, 5, 'red', 'wounded'), // only wounded: o
    piece(20, 30, 'blue'), // in the copse
    piece(50, 30, 'blue', 'fit', true), // in focus: *
    piece(50, 10, 'blue', 'marker'),
    piece(31, 18, 'red'), piece(30.5, 17, 'blue'), // both sides in one cell: !
  ],
};

const text = (lines: readonly MapLine[]) => lines.map(lineText);
/** The tone of the character at column `col` of a line. */
function toneAt(line: MapLine, col: number): string {
  let start = 0;
  for (const run of line) {
    if (col < start + run.text.length) return run.tone;
    start += run.text.length;
  }
  throw new Error(`column ${col} is beyond the line`);
}

describe('renderMap', () => {
  // 32 × 12 leaves 30 × 10 cells inside the border: 2 cm wide, 4 cm tall, the table's shape exactly.
  const map = renderMap(view, 32, 12);

  it('draws the table north up, pieces over terrain, lines over areas', () => {
    expect(text(map)).toEqual([
      '+------------------------------+',
      '|                   ~~         |',
      '|  &&&&&&&&&&&       ~~        |',
      '|  &&&&&&&&X&&       ~~   *    |',
      '|  &&&&&&&&&&&       ~~        |',
      '|  &&&&&&&&&&&        ~~       |',
      '|               !     ~~       |',
      '|               ===============|',
      '|===============     ~~   ?    |',
      '|     O         o    ~~        |',
      '|                   ~~         |',
      '+------------------------------+',
    ]);
  });

  it('gives each glyph its tone and merges neighbouring cells of one tone into one run', () => {
    const row = (n: number) => map[n]!;
    expect(toneAt(row(0), 5)).toBe('border');
    expect(toneAt(row(3), 3)).toBe('woods');
    expect(toneAt(row(3), 11)).toBe('side-1');
    expect(toneAt(row(3), 26)).toBe('highlight');
    expect(toneAt(row(6), 16)).toBe('contact');
    expect(toneAt(row(7), 20)).toBe('road');
    expect(toneAt(row(8), 21)).toBe('river');
    expect(toneAt(row(8), 26)).toBe('marker');
    expect(toneAt(row(9), 6)).toBe('side-0');
    expect(toneAt(row(9), 16)).toBe('side-0');
    expect(row(3).map((r) => r.tone)).toEqual(['border', 'open', 'woods', 'side-1', 'woods', 'open', 'river', 'open', 'highlight', 'open', 'border']);
    for (const line of map) line.slice(1).forEach((run, i) => expect(run.tone).not.toBe(line[i]!.tone));
  });

  it('keeps the table shape inside the size asked for: cells twice as tall as wide', () => {
    // 78 × 18 holds 76 × 16 cells; 16 rows of 2.5 cm fit 40 cm, so 48 columns of 1.25 cm.
    const big = text(renderMap(view, 78, 18));
    expect(big).toHaveLength(18);
    expect(big.every((l) => l.length === 50)).toBe(true);
    // A long table is limited by its width instead: 30 columns of 6 cm, 5 rows of 12 cm.
    const long = text(renderMap({ ...view, width: 180, depth: 60, features: [], pieces: [piece(179, 59, 'red'), piece(0, 0, 'blue')] }, 32, 12));
    expect(long).toEqual([
      '+------------------------------+',
      '|                             O|',
      '|                              |',
      '|                              |',
      '|                              |',
      '|X                             |',
      '+------------------------------+',
    ]);
  });

  it('draws a compound as its wall, a thin wall as an unbroken line, and a feature smaller than a cell as one cell', () => {
    const walls: MapView = {
      width: 60, depth: 40, sides: view.sides, pieces: [],
      features: [
        { name: 'Compound', type: 'fortification', shape: { kind: 'rect', x: 10.5, y: 9, width: 19, depth: 18 } },
        { name: 'Farmhouse', type: 'buildings', shape: { kind: 'rect', x: 15, y: 15, width: 10, depth: 6 } },
        // No cell centre falls inside the well (cells are 2 × 4 cm).
        { name: 'Well', type: 'impassable', shape: { kind: 'circle', x: 52.5, y: 35, radius: 1 } },
        { name: 'Hedge', type: 'fortification', shape: { kind: 'polyline', points: [{ x: 36, y: 2 }, { x: 58, y: 30 }], width: 1 } },
      ],
    };
    expect(text(renderMap(walls, 32, 12))).toEqual([
      '+------------------------------+',
      '|                              |',
      '|                          /   |',
      '|                            ++|',
      '|     ++++++++++           ++  |',
      '|     +        +          ++   |',
      '|     + ###### +        ++     |',
      '|     +        +       ++      |',
      '|     ++++++++++     ++        |',
      '|                   ++         |',
      '|                 ++           |',
      '+------------------------------+',
    ]);
  });

  it('refuses a frame too small for a border and a third side it has no glyph for', () => {
    expect(() => renderMap(view, 2, 10)).toThrow(/at least 3 × 3/);
    const three: MapView = { ...view, sides: [...view.sides, { id: 'green', name: 'Greens' }], pieces: [piece(1, 1, 'green')] };
    expect(() => renderMap(three, 32, 12)).toThrow(/two sides/);
    expect(() => renderMap({ ...view, pieces: [piece(1, 1, 'purple')] }, 32, 12)).toThrow(/"purple"/);
  });
});

describe('renderLegend', () => {
  it('names the sides by glyph, then the glyphs of the terrain on this table', () => {
    expect(text(renderLegend(view))).toEqual([
      'O Redcoats  X Bluecoats  o x wounded  @ * in focus  ! both sides  ? hidden marker',
      '& woods  ~ river  = road',
    ]);
    expect(renderLegend(view)[1]!.map((r) => r.tone)).toEqual(['woods', 'label', 'river', 'label', 'road', 'label']);
  });

  it('leaves out markers when there are none, and the terrain line on a bare table', () => {
    expect(text(renderLegend({ ...view, features: [], pieces: [] }))).toEqual([
      'O Redcoats  X Bluecoats  o x wounded  @ * in focus  ! both sides',
    ]);
  });
});
