import { Box, Text } from 'ink';
import type { Theme } from '../theme.js';

const BRAND = ' opfor ';

/**
 * The status text after the brand, fitted to `room` columns: where the battle stands comes
 * first; the scenario's title goes before the mode when they do not all fit.
 */
export function statusText(where: string, title: string, mode: string, room: number): string {
  const parts = [[where, title, mode], [where, mode], [where]].map((p) => ` ${p.filter((s) => s !== '').join(' │ ')} `);
  return parts.find((text) => text.length <= room) ?? parts.at(-1)!;
}

/** The top line: where the battle stands (turn, side, step), the scenario, the mode. */
export function StatusLine({ title, where, mode, width, theme }: { title: string; where: string; mode: string; width: number; theme: Theme }) {
  return (
    <Box width="100%">
      <Text wrap="truncate-end" inverse>
        <Text bold color={theme.accent}>{BRAND}</Text>
        <Text>{statusText(where, title, mode, width - BRAND.length)}</Text>
      </Text>
    </Box>
  );
}
