import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A count the soak takes from OPFOR_SOAK_<NAME> (a whole number, or "all"), else `fallback`. */
export function soakCount(name: string, fallback: number): number {
  const text = process.env[`OPFOR_SOAK_${name}`];
  if (text === undefined || text === '') return fallback;
  if (text === 'all') return Infinity;
  if (!/^\d+$/.test(text)) throw new Error(`OPFOR_SOAK_${name}: expected a whole number or "all", found "${text}"`);
  return Number(text);
}

/** Where the soak writes its figures: one JSON file per part, in .soak/ (ignored by git). */
export const FIGURES_DIR = '.soak';

/** Prints a part's figures and keeps them in .soak/<part>.json. */
export function report(part: string, figures: unknown): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  const json = JSON.stringify(figures, null, 2);
  writeFileSync(join(FIGURES_DIR, `${part}.json`), `${json}\n`);
  console.log(`${part}: ${json}`);
}
