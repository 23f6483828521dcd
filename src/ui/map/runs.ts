import type { Tone } from './glyphs.js';

/** One stretch of a map line drawn in one tone. */
export interface Run { readonly text: string; readonly tone: Tone }

/** A line of the map or legend: runs left to right, no two neighbours of the same tone. */
export type MapLine = readonly Run[];

/** Joins neighbouring pieces of text of one tone into a single run (and drops empty ones). */
export function mergeRuns(pieces: readonly Run[]): MapLine {
  const runs: Run[] = [];
  for (const piece of pieces) {
    if (piece.text === '') continue;
    const last = runs.at(-1);
    if (last && last.tone === piece.tone) runs[runs.length - 1] = { text: last.text + piece.text, tone: piece.tone };
    else runs.push(piece);
  }
  return runs;
}

/** The plain text of a line, as a terminal without colour shows it. */
export function lineText(line: MapLine): string {
  return line.map((r) => r.text).join('');
}
