import type { MapFeature } from '../../engine/map-view.js';
import type { TerrainTypeId } from '../../scenario/terrain-schema.js';
import { centroid, contains, segmentDistanceSq, type Point, type Shape } from '../../table/shapes.js';
import { TERRAIN_GLYPH, type Tone } from './glyphs.js';
import { cellCentre, cellOf, type Grid } from './grid.js';

/** One character of the map and what it means. */
export interface Cell { glyph: string; tone: Tone }

/**
 * Paint order, lowest first, so a wood on a hill shows the wood and a building in a compound
 * shows the building whatever order the scenario lists them in.
 */
const PAINT_ORDER: readonly TerrainTypeId[] = ['hill', 'open', 'rough', 'woods', 'river', 'road', 'impassable', 'buildings', 'fortification'];

const byPaintOrder = (a: MapFeature, b: MapFeature) => PAINT_ORDER.indexOf(a.type) - PAINT_ORDER.indexOf(b.type);

/**
 * Paints the terrain onto `cells` (rows of the grid, north first): areas by their cell
 * centres, then every line (roads, rivers, walls) over the areas. A line shows in a cell when
 * the centre is within its width or its centre line passes near the centre. A fortification
 * area (a walled compound) is drawn as its wall, a closed line, so that what stands inside,
 * buildings or figures, stays readable.
 */
export function paintTerrain(cells: Cell[][], grid: Grid, features: readonly MapFeature[]): void {
  const isLine = (f: MapFeature) => f.shape.kind === 'polyline' || f.type === 'fortification';
  for (const f of features.filter((f) => !isLine(f)).sort(byPaintOrder)) {
    const painted = fill(cells, grid, f.type, (col, row) => contains(f.shape, cellCentre(grid, col, row)));
    // An area smaller than a cell holds no cell centre: it still shows, as the cell at its centre.
    if (painted === 0) {
      const { col, row } = cellOf(grid, centroid(f.shape));
      fill(cells, grid, f.type, (c, r) => c === col && r === row);
    }
  }
  for (const f of features.filter(isLine).sort(byPaintOrder)) {
    const chain = outline(f.shape);
    const band = f.shape.kind === 'polyline' ? f.shape : null;
    fill(cells, grid, f.type, (col, row) => (band !== null && contains(band, cellCentre(grid, col, row))) || nearChain(grid, chain, col, row));
  }
}

/** Paints the cells `inside` picks with the type's glyph; returns how many. */
function fill(cells: Cell[][], grid: Grid, type: TerrainTypeId, inside: (col: number, row: number) => boolean): number {
  let painted = 0;
  for (let row = 0; row < grid.rows; row++) {
    for (let col = 0; col < grid.cols; col++) {
      if (!inside(col, row)) continue;
      cells[row]![col] = { glyph: TERRAIN_GLYPH[type], tone: type };
      painted++;
    }
  }
  return painted;
}

/** The line a shape draws as: an area's boundary as a closed chain (a circle as a 32-sided polygon), a polyline's centre line. */
function outline(shape: Shape): Point[] {
  switch (shape.kind) {
    case 'rect': {
      const { x, y, width: w, depth: d } = shape;
      return [{ x, y }, { x: x + w, y }, { x: x + w, y: y + d }, { x, y: y + d }, { x, y }];
    }
    case 'circle':
      return Array.from({ length: 33 }, (_, i) => ({ x: shape.x + shape.radius * Math.cos((i * Math.PI) / 16), y: shape.y + shape.radius * Math.sin((i * Math.PI) / 16) }));
    case 'polygon':
      return shape.points.length > 0 ? [...shape.points, shape.points[0]!] : [];
    case 'polyline':
      return [...shape.points];
  }
}

/**
 * Whether a line passes within half a cell of the cell's centre, measured in cells rather than
 * centimetres, so a 2 cm wall still draws one unbroken row or column of cells at any scale.
 */
function nearChain(grid: Grid, points: readonly Point[], col: number, row: number): boolean {
  const px = col + 0.5, py = row + 0.5;
  const cx = (x: number) => x / grid.cellWidth, cy = (y: number) => (grid.depth - y) / grid.cellHeight;
  for (let i = 0; i < points.length; i++) {
    const a = points[Math.max(0, i - 1)]!, b = points[i]!;
    if (segmentDistanceSq(px, py, cx(a.x), cy(a.y), cx(b.x), cy(b.y)) <= 0.25) return true;
  }
  return false;
}
