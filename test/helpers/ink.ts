import type { render } from 'ink-testing-library';

type Rendered = ReturnType<typeof render>;

/** Lets Ink read the input and React render the result. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 5));
}

/** Types keys into a rendered app, one at a time, letting each render. `\r` is Enter. */
export async function press(app: Rendered, ...keys: string[]): Promise<void> {
  for (const key of keys) {
    app.stdin.write(key);
    await settle();
  }
}

/** The frame as the terminal shows it, trailing spaces trimmed per line. */
export function frame(app: Rendered): string {
  return (app.lastFrame() ?? '').split('\n').map((l) => l.trimEnd()).join('\n');
}

export const ENTER = '\r';
export const UP = '\u001B[A';
export const DOWN = '\u001B[B';
export const BACKSPACE = '\u007F';
