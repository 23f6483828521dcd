import type { DiceSpec } from '../dice/dice-spec.js';

/**
 * The faces a player typed for a throw: numbers separated by spaces or commas ("3 5", "3,5"),
 * or, for dice of fewer than ten sides, the digits run together ("35"). Returns null when the
 * text holds no numbers; range and count are checked by the session.
 */
export function typedFaces(text: string, dice: DiceSpec): number[] | null {
  const tokens = text.trim().split(/[\s,]+/).filter((t) => t.length > 0);
  if (tokens.length === 0 || tokens.some((t) => !/^\d+$/.test(t))) return null;
  if (tokens.length === 1 && dice.count > 1 && dice.sides < 10 && tokens[0]!.length === dice.count) return [...tokens[0]!].map(Number);
  return tokens.map(Number);
}
