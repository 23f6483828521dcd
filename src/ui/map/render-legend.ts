import type { MapView } from '../../engine/map-view.js';
import { TERRAIN_TYPES } from '../../scenario/terrain-schema.js';
import { CONTACT_GLYPH, MARKER_GLYPH, TERRAIN_GLYPH, sideStyle, type Tone } from './glyphs.js';
import { mergeRuns, type MapLine, type Run } from './runs.js';

const GAP = '  ';

const run = (text: string, tone: Tone): Run => ({ text, tone });
const label = (text: string): Run => run(text, 'label');

/**
 * The key under the map. The first line names each side by its glyph and gives the wounded,
 * focus, contact and (when there are any) marker glyphs; the second names the glyphs of the
 * terrain types on this table, in the schema's order (open ground, drawn blank, is left out).
 */
export function renderLegend(view: MapView): MapLine[] {
  const styles = view.sides.map((_, i) => sideStyle(i));
  // "o x wounded": one glyph per side, separated by a space.
  const perSide = (glyph: (s: (typeof styles)[number]) => Run) => styles.flatMap((s, i) => (i > 0 ? [label(' '), glyph(s)] : [glyph(s)]));
  const pieces: Run[] = [
    ...view.sides.flatMap((side, i) => [run(styles[i]!.fit, styles[i]!.tone), label(` ${side.name}${GAP}`)]),
    ...perSide((s) => run(s.wounded, s.tone)), label(` wounded${GAP}`),
    ...perSide((s) => run(s.focus, 'highlight')), label(` in focus${GAP}`),
    run(CONTACT_GLYPH, 'contact'), label(' both sides'),
    ...(view.pieces.some((p) => p.state === 'marker') ? [label(GAP), run(MARKER_GLYPH, 'marker'), label(' hidden marker')] : []),
  ];
  const present = TERRAIN_TYPES.filter((t) => t !== 'open' && view.features.some((f) => f.type === t));
  const terrain = present.flatMap((t, i) => [...(i > 0 ? [label(GAP)] : []), run(TERRAIN_GLYPH[t], t), label(` ${t}`)]);
  return terrain.length > 0 ? [mergeRuns(pieces), mergeRuns(terrain)] : [mergeRuns(pieces)];
}
