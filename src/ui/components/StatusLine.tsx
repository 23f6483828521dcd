import { Box, Text } from 'ink';
import type { Theme } from '../theme.js';

/** The top line: where the battle stands (turn, side, step), the scenario, the mode. */
export function StatusLine({ title, where, mode, theme }: { title: string; where: string; mode: string; theme: Theme }) {
  return (
    <Box width="100%">
      <Text wrap="truncate-end" inverse>
        <Text bold color={theme.accent}> opfor </Text>
        <Text> {where} │ {title} │ {mode} </Text>
      </Text>
    </Box>
  );
}
