/** The dice players own: a throw of any other size says how to make it with these. */
const REAL_DICE = [4, 6, 8, 10, 12, 20] as const;

/**
 * How to throw a die of `sides` faces with real dice, for a player typing the faces; null for a
 * die players own. A d2 and a d3 are a d6 halved or thirded; a d100 is two d10; any other size is
 * the next larger real die (or a d100), thrown again on a face above `sides`.
 */
export function howToRoll(sides: number): string | null {
  if ((REAL_DICE as readonly number[]).includes(sides)) return null;
  if (sides === 2) return 'a d2 is a d6: 1-3 counts 1, 4-6 counts 2';
  if (sides === 3) return 'a d3 is a d6: 1-2 counts 1, 3-4 counts 2, 5-6 counts 3';
  if (sides === 100) return 'a d100 is two d10, tens then units (0 0 counts 100)';
  const larger = REAL_DICE.find((d) => d > sides);
  if (larger) return `a d${sides} is a d${larger}, thrown again on ${sides + 1 === larger ? larger : `${sides + 1}-${larger}`}`;
  if (sides < 100) return `a d${sides} is two d10 as a d100, thrown again above ${sides}`;
  return `no die has ${sides} faces: press r and opfor throws it`;
}
