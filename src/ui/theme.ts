/**
 * The few colours the UI uses, chosen to read on dark and light backgrounds alike (no white,
 * black or yellow text). With NO_COLOR set (https://no-color.org) every colour is dropped;
 * bold, dim and inverse still mark what matters.
 */
export interface Theme {
  readonly accent: string | undefined;
  readonly opfor: string | undefined;
  readonly human: string | undefined;
  readonly error: string | undefined;
  readonly muted: string | undefined;
  /** One colour per side, in scenario order. */
  readonly sides: readonly (string | undefined)[];
}

const COLOURS: Theme = { accent: 'blue', opfor: 'red', human: 'green', error: 'red', muted: 'gray', sides: ['blue', 'red'] };
const PLAIN: Theme = { accent: undefined, opfor: undefined, human: undefined, error: undefined, muted: undefined, sides: [undefined, undefined] };

/** The theme for this environment: colour unless NO_COLOR is set to anything non-empty. */
export function themeFor(env: NodeJS.ProcessEnv = process.env): Theme {
  return env['NO_COLOR'] ? PLAIN : COLOURS;
}
