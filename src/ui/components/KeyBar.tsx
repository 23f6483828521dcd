import { Text } from 'ink';
import type { Theme } from '../theme.js';

/** The bottom line: the keys that work now, always shown. */
export function KeyBar({ keys, theme }: { keys: string; theme: Theme }) {
  return (
    <Text wrap="truncate-end" color={theme.accent}>
      {keys}
    </Text>
  );
}
