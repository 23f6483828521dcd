import type { Point } from '../../table/shapes.js';

/** A terminal cell is about twice as tall as it is wide. */
const CELL_ASPECT = 2;

/** How the table's centimetres map onto the cells inside the border. */
export interface Grid {
  readonly cols: number;
  readonly rows: number;
  /** Cell width and height in cm. */
  readonly cellWidth: number;
  readonly cellHeight: number;
  readonly depth: number;
}

/**
 * The largest grid of cells that fits in `cols` × `rows` (border included) with cells about
 * twice as tall as wide in centimetres, so the map keeps the table's shape. The grid uses
 * whole cells, so each cell is then stretched a little to tile the table exactly.
 */
export function fitGrid(width: number, depth: number, cols: number, rows: number): Grid {
  if (!(cols >= 3 && rows >= 3)) throw new Error(`a map needs at least 3 × 3 cells (border included), got ${cols} × ${rows}`);
  if (!(width > 0 && depth > 0)) throw new Error(`the table must have a size, got ${width} × ${depth} cm`);
  const inner = { cols: Math.floor(cols) - 2, rows: Math.floor(rows) - 2 };
  const scale = Math.max(width / inner.cols, depth / (CELL_ASPECT * inner.rows));
  // The 1e-9 keeps an exact fit (180 / 3.75 = 48) from rounding up to a cell too many.
  const gridCols = Math.min(inner.cols, Math.max(1, Math.ceil(width / scale - 1e-9)));
  const gridRows = Math.min(inner.rows, Math.max(1, Math.ceil(depth / (CELL_ASPECT * scale) - 1e-9)));
  return { cols: gridCols, rows: gridRows, cellWidth: width / gridCols, cellHeight: depth / gridRows, depth };
}

/** The table point at the centre of cell (col, row); row 0 is the north edge. */
export function cellCentre(grid: Grid, col: number, row: number): Point {
  return { x: (col + 0.5) * grid.cellWidth, y: grid.depth - (row + 0.5) * grid.cellHeight };
}

/** The cell a table point falls in; points on or beyond the edge go to the nearest edge cell. */
export function cellOf(grid: Grid, p: Point): { col: number; row: number } {
  const clamp = (v: number, n: number) => Math.min(n - 1, Math.max(0, Math.floor(v)));
  return { col: clamp(p.x / grid.cellWidth, grid.cols), row: clamp((grid.depth - p.y) / grid.cellHeight, grid.rows) };
}
