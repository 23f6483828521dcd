/**
 * Ink draws only the last frame, when the program ends, if the environment says it runs in CI
 * (`CI` or `CONTINUOUS_INTEGRATION`, read once when Ink is imported). `opfor play` and
 * `opfor watch` at a terminal have a person watching them, so a CI flag their shell inherited
 * must not blank the screen. Call before the terminal UI is imported.
 */
export function drawEveryFrameAtATerminal(): void {
  if (process.stdin.isTTY !== true || process.stdout.isTTY !== true) return;
  delete process.env['CI'];
  delete process.env['CONTINUOUS_INTEGRATION'];
}
