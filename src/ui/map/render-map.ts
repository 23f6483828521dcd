import type { MapView } from '../../engine/map-view.js';
import { BORDER } from './glyphs.js';
import { fitGrid } from './grid.js';
import { paintPieces } from './paint-pieces.js';
import { paintTerrain, type Cell } from './paint-terrain.js';
import { mergeRuns, type MapLine } from './runs.js';

export type { Tone } from './glyphs.js';
export type { MapLine, Run } from './runs.js';
export { renderLegend } from './render-legend.js';

/**
 * The table as text for `opfor watch`: at most `cols` × `rows` characters, border included,
 * north at the top, the table's shape kept (the frame is narrower or shorter than asked when
 * the table's proportions call for it). Glyphs alone tell everything apart; tones are for colour.
 */
export function renderMap(view: MapView, cols: number, rows: number): MapLine[] {
  const grid = fitGrid(view.width, view.depth, cols, rows);
  const cells: Cell[][] = Array.from({ length: grid.rows }, () => Array.from({ length: grid.cols }, (): Cell => ({ glyph: ' ', tone: 'open' })));
  paintTerrain(cells, grid, view.features);
  paintPieces(cells, grid, view);
  const edge: Cell[] = [corner(), ...Array.from({ length: grid.cols }, () => border(BORDER.horizontal)), corner()];
  return [edge, ...cells.map((line) => [border(BORDER.vertical), ...line, border(BORDER.vertical)]), edge].map((line) => mergeRuns(line.map((c) => ({ text: c.glyph, tone: c.tone }))));
}

function border(glyph: string): Cell {
  return { glyph, tone: 'border' };
}

function corner(): Cell {
  return border(BORDER.corner);
}
