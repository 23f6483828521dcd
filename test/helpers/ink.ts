import type { render } from 'ink-testing-library';

type Rendered = ReturnType<typeof render>;

/** Lets Ink read the input and React render the result. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 2));
}

/** Types keys into a rendered app, one at a time, letting each render (up to 50 ms for a new frame). `\r` is Enter. */
export async function press(app: Rendered, ...keys: string[]): Promise<void> {
  for (const key of keys) {
    const before = app.frames.length;
    app.stdin.write(key);
    for (let waited = 0; waited < 50 && app.frames.length === before; waited += 2) await settle();
  }
}

/**
 * Waits until the frame shows `text`, then for the new screen's effects (Ink starts listening
 * to keys in an effect, after the frame is drawn); fails with the frame after a second.
 */
export async function shows(app: Rendered, text: string): Promise<string> {
  for (let waited = 0; waited < 1000; waited += 2) {
    if (frame(app).includes(text)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return frame(app);
    }
    await settle();
  }
  throw new Error(`the frame never showed "${text}":\n${frame(app)}`);
}

/** The frame as the terminal shows it, trailing spaces trimmed per line. */
export function frame(app: Rendered): string {
  return (app.lastFrame() ?? '').split('\n').map((l) => l.trimEnd()).join('\n');
}

export const ENTER = '\r';
export const UP = '\u001B[A';
export const DOWN = '\u001B[B';
export const BACKSPACE = '\u007F';
