import { Text } from 'ink';
import type { Theme } from '../theme.js';

/** How each tone of line is drawn; colour is dropped under NO_COLOR, the rest stays. */
export interface ToneStyle {
  readonly color?: string | undefined;
  readonly bold?: boolean;
  readonly dimColor?: boolean;
  readonly inverse?: boolean;
}

/** The style of every tone the feed and the prompt use. */
export function toneStyles(theme: Theme): Record<string, ToneStyle> {
  return {
    step: { color: theme.accent, bold: true },
    action: {},
    why: { color: theme.muted, dimColor: !theme.muted },
    detail: { color: theme.muted, dimColor: !theme.muted },
    heading: { bold: true },
    ask: { color: theme.accent, bold: true },
    option: {},
    chosen: { inverse: true },
    input: { bold: true },
    error: { color: theme.error, bold: true },
    result: { bold: true },
  };
}

/** Lines of text, one per row, each cut to the width rather than wrapped (rows are counted). */
export function ToneLines({ lines, styles }: { lines: readonly { text: string; tone: string }[]; styles: Record<string, ToneStyle> }) {
  return (
    <>
      {lines.map((line, i) => (
        <Text key={i} wrap="truncate-end" {...styles[line.tone]}>
          {line.text === '' ? ' ' : line.text}
        </Text>
      ))}
    </>
  );
}
