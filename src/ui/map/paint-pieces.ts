import type { MapPiece, MapView } from '../../engine/map-view.js';
import { CONTACT_GLYPH, MARKER_GLYPH, sideStyle } from './glyphs.js';
import { cellOf, type Grid } from './grid.js';
import type { Cell } from './paint-terrain.js';

/** Paints the pieces over the terrain: one glyph per cell, chosen from everything in it. */
export function paintPieces(cells: Cell[][], grid: Grid, view: MapView): void {
  const sideIndex = new Map(view.sides.map((s, i) => [s.id, i]));
  const byCell = new Map<string, MapPiece[]>();
  for (const piece of view.pieces) {
    const { col, row } = cellOf(grid, piece);
    const key = `${row},${col}`;
    byCell.set(key, [...(byCell.get(key) ?? []), piece]);
  }
  for (const [key, pieces] of byCell) {
    const [row, col] = key.split(',').map(Number) as [number, number];
    cells[row]![col] = pieceCell(pieces, (side) => {
      const index = sideIndex.get(side);
      if (index === undefined) throw new Error(`a piece belongs to side "${side}", which the map view does not list in sides`);
      return index;
    });
  }
}

/**
 * The glyph for the pieces sharing a cell. Figures hide markers. Both sides: contact. One side:
 * its focus glyph if any figure is highlighted, else upper case if any is fit, else lower case.
 */
function pieceCell(pieces: readonly MapPiece[], indexOf: (side: string) => number): Cell {
  const figures = pieces.filter((p) => p.state !== 'marker');
  const highlighted = pieces.some((p) => p.highlighted);
  if (figures.length === 0) return { glyph: MARKER_GLYPH, tone: highlighted ? 'highlight' : 'marker' };
  const sides = new Set(figures.map((p) => indexOf(p.side)));
  if (sides.size > 1) return { glyph: CONTACT_GLYPH, tone: figures.some((p) => p.highlighted) ? 'highlight' : 'contact' };
  const style = sideStyle([...sides][0]!);
  if (figures.some((p) => p.highlighted)) return { glyph: style.focus, tone: 'highlight' };
  return { glyph: figures.some((p) => p.state === 'fit') ? style.fit : style.wounded, tone: style.tone };
}
