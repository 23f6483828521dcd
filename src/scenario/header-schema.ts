import { z } from 'zod';
import { terrainFeatureSchema } from './terrain-schema.js';

/** What every scenario file has, whatever its ruleset. */
export const scenarioHeader = {
  title: z.string().min(1),
  history: z.string().min(1).describe('the historical note shown before the battle'),
  table: z.strictObject({ width: z.number().positive(), depth: z.number().positive() }).describe('table size in cm'),
  terrain: z.array(terrainFeatureSchema).default([]),
  turnLimit: z.number().int().positive(),
};

/** A side's header: id, name, and whether the human or opfor plays it by default. */
export const sideHeader = {
  id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and hyphens'),
  name: z.string().min(1),
  player: z.enum(['human', 'opfor']),
};
