import type { Tone } from '../map/render-map.js';
import type { Theme } from '../theme.js';
import type { ToneStyle } from '../components/ToneLines.js';

/** How the map's tones are drawn: terrain in quiet colours, pieces bold in their side's colour, the current action inverse. */
export function mapStyles(theme: Theme): Record<Tone, ToneStyle> {
  const colour = (c: string) => (theme.accent ? c : undefined);
  return {
    open: {},
    woods: { color: colour('green') },
    rough: { color: theme.muted },
    hill: { color: colour('magenta') },
    buildings: { color: colour('cyan') },
    river: { color: colour('blue') },
    road: { color: theme.muted },
    fortification: { color: colour('cyan'), bold: true },
    impassable: { color: theme.muted },
    'side-0': { color: theme.sides[0], bold: true },
    'side-1': { color: theme.sides[1], bold: true },
    highlight: { inverse: true, bold: true },
    marker: { color: colour('magenta'), bold: true },
    contact: { inverse: true },
    border: { color: theme.muted },
    label: {},
  };
}
