import type { TerrainTypeId } from '../../scenario/terrain-schema.js';

/**
 * What a map cell means, for the Ink layer to colour. The glyphs alone must still tell every
 * tone apart (NO_COLOR), so each tone has its own glyph or glyphs below.
 */
export type Tone =
  | TerrainTypeId
  | 'side-0' | 'side-1'
  /** A figure of the unit(s) the current action is about. */
  | 'highlight'
  /** A hidden marker (it may be a dummy). */
  | 'marker'
  /** Figures of both sides in one cell: close contact. */
  | 'contact'
  | 'border'
  /** Plain words in the legend. */
  | 'label';

/**
 * Terrain fill glyphs, plain ASCII so any terminal shows them. No letters, so nothing reads as
 * a piece; open ground stays blank so pieces stand out.
 */
// prettier-ignore
export const TERRAIN_GLYPH: Record<TerrainTypeId, string> = {
  open:          ' ',
  woods:         '&',
  rough:         '.',
  hill:          '^',
  buildings:     '#',
  river:         '~',
  road:          '=',
  fortification: '+',
  impassable:    '/',
};

/**
 * Piece glyphs by side index (scenario order). Upper case: at least one fit figure in the cell;
 * lower case: only wounded figures; the focus glyph replaces both for highlighted figures
 * (`@` is an emphatic O, `*` an emphatic x). A cell shows one glyph however many figures it holds.
 */
// prettier-ignore
export const SIDE_GLYPHS = [
  { fit: 'O', wounded: 'o', focus: '@' },
  { fit: 'X', wounded: 'x', focus: '*' },
] as const;

/** Both sides in one cell. */
export const CONTACT_GLYPH = '!';
/** An unrevealed marker with no figure in its cell. */
export const MARKER_GLYPH = '?';

/** The frame around the table. */
export const BORDER = { corner: '+', horizontal: '-', vertical: '|' } as const;

/** The glyphs and tone of the side at `index` in the view's sides; the map knows two sides (every ruleset opfor plays has two). */
export function sideStyle(index: number): { readonly fit: string; readonly wounded: string; readonly focus: string; readonly tone: 'side-0' | 'side-1' } {
  if (index === 0) return { ...SIDE_GLYPHS[0], tone: 'side-0' };
  if (index === 1) return { ...SIDE_GLYPHS[1], tone: 'side-1' };
  throw new Error(`the map draws two sides; side index ${index} has no glyph (extend SIDE_GLYPHS and Tone)`);
}
