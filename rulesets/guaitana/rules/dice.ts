/**
 * Die faces as inputs: every Guaitana roll is ordinary six-sided dice (spec G0, G3).
 */

/** Throws a RangeError naming `what` unless `face` is a face of a d6 (1–6). */
export function checkD6(what: string, face: number): void {
  if (!Number.isInteger(face) || face < 1 || face > 6) {
    throw new RangeError(`${what}: d6 must be a face 1–6, got ${face}`);
  }
}

/**
 * G11.7.2, G12.3: the hits of a roll of one die per figure: each face equal to or under the
 * hit chance hits. A chance of 6 or more hits with every die.
 */
export function countHits(chance: number, faces: readonly number[]): number {
  if (!Number.isInteger(chance) || chance < 1) {
    throw new RangeError(`countHits: chance must be a whole number ≥ 1, got ${chance}`);
  }
  faces.forEach((face) => checkD6('countHits', face));
  return faces.filter((face) => face <= chance).length;
}

/** Two modifiers that cannot both apply, and why. */
export type Exclusive = readonly [a: string, b: string, why: string];

/**
 * Throws a RangeError naming the bad value unless every id in `mods` is a key of `table`, none
 * is given twice, and no `exclusive` pair is given together.
 */
export function checkModifiers(what: string, mods: readonly string[], table: Readonly<Record<string, unknown>>, exclusive: readonly Exclusive[]): void {
  const seen = new Set<string>();
  for (const mod of mods) {
    if (!Object.hasOwn(table, mod)) {
      throw new RangeError(`${what}: unknown modifier "${mod}" (allowed: ${Object.keys(table).join(', ')})`);
    }
    if (seen.has(mod)) throw new RangeError(`${what}: modifier "${mod}" given twice`);
    seen.add(mod);
  }
  for (const [a, b, why] of exclusive) {
    if (seen.has(a) && seen.has(b)) throw new RangeError(`${what}: "${a}" and "${b}" cannot both apply: ${why}`);
  }
}
