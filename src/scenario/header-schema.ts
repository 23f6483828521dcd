import { z } from 'zod';
import { TEMPERAMENTS } from '../engine/ruleset.js';
import { idSchema, LIMITS, size, upTo } from './limits.js';
import { terrainFeatureSchema } from './terrain-schema.js';

/** What every scenario file has, whatever its ruleset. */
export const scenarioHeader = {
  title: z.string().min(1),
  history: z.string().min(1).describe('the historical note shown before the battle'),
  table: z.strictObject({ width: size(LIMITS.tableCm), depth: size(LIMITS.tableCm) }).describe('table size in cm'),
  terrain: upTo(terrainFeatureSchema, LIMITS.features, 'terrain features').default([]),
  turnLimit: z.number().positive().max(LIMITS.turns, `expected at most ${LIMITS.turns} turns, so that a battle always finishes`).int(),
};

/**
 * Stand-ins for header fields that do not validate, so that `opfor check` still runs the
 * cross-field checks on the rest of the file: those checks read none of these fields.
 */
export const HEADER_STAND_INS: Readonly<Record<string, unknown>> = { title: '-', history: '-', turnLimit: 1 };

/** A side's header: id, name, whether the human or opfor plays it by default, and how its commander plays. */
export const sideHeader = {
  id: idSchema,
  name: z.string().min(1),
  player: z.enum(['human', 'opfor']),
  temperament: z.enum(TEMPERAMENTS).default('measured').describe("how readily the side's commander charges, reveals, commits its reserve and retreats"),
};
