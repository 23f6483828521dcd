/**
 * Machine-gun jams, source section "TIRO": "Le mitragliatrici dell'epoca erano note per la
 * scarsa affidabilità" (spec G11.11).
 */
import type { GunId } from './weapons.js';

/**
 * G11.11.1: the 1d6 faces, rolled per gun before it fires, on which it jams. "con un risultato
 * di 6 (5 o 6 per le Gatling e Gardner)". Mountain guns never jam (G11.11.6).
 */
// prettier-ignore
export const JAM_FACES = {
  nordenfelt:     [6],
  gatling:        [5, 6],
  gardner:        [5, 6],
  'mountain-gun': [],
} as const satisfies Record<GunId, readonly number[]>;

/** G11.11.3: what an unjam roll does to a jammed gun. */
export const UNJAM_RESULTS = ['cleared', 'still-jammed', 'broken'] as const;
export type UnjamResult = (typeof UNJAM_RESULTS)[number];

/**
 * G11.11.3: the unjam roll at the start of the next Fire phase, by face (index 0 = a roll of 1).
 * The original names only 1–2 ("di nuovo funzionante") and 5–6 ("definitivamente fuori uso per
 * il resto del gioco"); it is silent on 3–4, which the spec reads as still jammed, to roll again
 * next Fire phase (G18.36).
 */
// prettier-ignore
export const UNJAM_TABLE = [
  // 1          2          3               4               5         6
  'cleared', 'cleared', 'still-jammed', 'still-jammed', 'broken', 'broken',
] as const satisfies readonly UnjamResult[];
