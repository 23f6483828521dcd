import wrapAnsi from 'wrap-ansi';

/** Wraps text to the screen width (never narrower than 10), the lines after the first indented by `indent`. */
export function wrapText(text: string, width: number, indent = ''): string[] {
  return wrapAnsi(text, Math.max(10, width - indent.length), { hard: true, trim: false })
    .split('\n')
    .map((line, i) => (i === 0 ? line : indent + line));
}
