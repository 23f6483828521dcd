import { Box, Text } from 'ink';
import type { MapLine, Tone } from '../map/render-map.js';
import type { ToneStyle } from '../components/ToneLines.js';

/** Map lines drawn run by run in their tones' styles. */
export function MapPane({ lines, styles }: { lines: readonly MapLine[]; styles: Record<Tone, ToneStyle> }) {
  return (
    <Box flexDirection="column">
      {lines.map((line, i) => (
        <Text key={i} wrap="truncate-end">
          {line.map((run, j) => (
            <Text key={j} {...styles[run.tone]}>
              {run.text}
            </Text>
          ))}
        </Text>
      ))}
    </Box>
  );
}
