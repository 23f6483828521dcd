/**
 * Named dice as the rulebooks write them: `d6`, `D8`, `3d6`, `2d6-2`, `½d6` (also `half-d6`).
 * A spec says how many dice of how many sides are thrown and how their total is adjusted;
 * the faces are always recorded one by one, so a human with real dice can type them.
 */
export interface DiceSpec {
  readonly count: number;
  readonly sides: number;
  /** Added to the total (negative for `2d6-2`). */
  readonly modifier: number;
  /** `½d6`: the total is halved, rounding up. */
  readonly half: boolean;
  /** The notation as written, for messages. */
  readonly notation: string;
}

const NOTATION = /^(½|half-)?(\d*)d(\d+)([+-]\d+)?$/i;

/** Parses dice notation; throws a message naming the notation when it is not dice. */
export function parseDice(notation: string): DiceSpec {
  const match = NOTATION.exec(notation.trim());
  if (!match) throw new Error(`"${notation}" is not dice notation (expected e.g. d6, 3d6, 2d6-2, ½d6)`);
  const [, half, count, sides, modifier] = match;
  const spec = {
    count: count ? Number(count) : 1,
    sides: Number(sides),
    modifier: modifier ? Number(modifier) : 0,
    half: half !== undefined,
    notation: notation.trim(),
  };
  if (spec.count < 1 || spec.sides < 2) throw new Error(`"${notation}" must throw at least one die of at least two sides`);
  return spec;
}

/** Shorthand: `nd(3, 6)` is 3d6. */
export function nd(count: number, sides: number): DiceSpec {
  return { count, sides, modifier: 0, half: false, notation: `${count}d${sides}` };
}

/** The total a spec scores for the given faces. */
export function diceTotal(spec: DiceSpec, faces: readonly number[]): number {
  const sum = faces.reduce((a, b) => a + b, 0) + spec.modifier;
  return spec.half ? Math.ceil(sum / 2) : sum;
}

/** Checks typed or forced faces against a spec; returns a message saying what is wrong, or null. */
export function facesProblem(spec: DiceSpec, faces: readonly number[]): string | null {
  if (faces.length !== spec.count) {
    return `${spec.notation} needs ${spec.count} ${spec.count === 1 ? 'face' : 'faces'}, got ${faces.length}`;
  }
  const bad = faces.find((f) => !Number.isInteger(f) || f < 1 || f > spec.sides);
  return bad === undefined ? null : `${bad} is not a face of a d${spec.sides} (1 to ${spec.sides})`;
}
