import { z } from 'zod';
import { POLICY_NAMES, TEMPERAMENTS } from './ruleset.js';

/** The `format` field every opfor save carries: how a save is told from any other JSON. */
export const SAVE_FORMAT = 'opfor-save';

/** The save version this code writes and reads. Older versions are read if a migration exists. */
export const SAVE_VERSION = 1;

const sideTally = z.strictObject({
  unitsStart: z.number().int().nonnegative(),
  unitsEnd: z.number().int().nonnegative(),
  figuresStart: z.number().int().nonnegative(),
  figuresEnd: z.number().int().nonnegative(),
});

const outcome = z.strictObject({
  winner: z.string().min(1),
  turns: z.number().int().nonnegative(),
  why: z.string(),
  sides: z.record(z.string(), sideTally),
});

const answer = z.strictObject({
  kind: z.enum(['roll', 'ask', 'choose', 'tell']),
  value: z.unknown(),
  source: z.enum(['app', 'physical', 'forced', 'table', 'human', 'ai']),
});

const diceState = z.strictObject({
  seed: z.string(),
  alea: z.strictObject({ c: z.number(), s0: z.number(), s1: z.number(), s2: z.number() }),
});

const checkpoint = z.strictObject({
  answers: z.number().int().nonnegative().describe('how many recorded answers to keep'),
  requestsAnswered: z.number().int().nonnegative(),
  dice: diceState,
});

/** The opfor release that wrote a save: a save replays only under the same ruleset replay version. */
const writtenBy = z.strictObject({
  opfor: z.string().min(1).describe("opfor's package version"),
  replayVersion: z.number().int().positive().describe("the ruleset's replay version, bumped whenever its questions change"),
});

/** A JSON object whose shape belongs to the ruleset (the battle state, the machine snapshot). */
const jsonObject = z.record(z.string(), z.unknown());

/**
 * An opfor save file, version 1. Given the embedded scenario text, the seed and the ordered
 * answers, the battle replays exactly; the machine snapshot and the state are kept to check
 * that the replay reached the same place (a save from other rules code does not).
 */
export const saveSchema = z.strictObject({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(SAVE_VERSION),
  ruleset: z.string().min(1),
  writtenBy: writtenBy.optional().describe('absent in saves written before opfor recorded it: an older opfor'),
  scenario: z.strictObject({
    file: z.string().min(1).describe('the scenario file as it was named when the battle started'),
    text: z.string().describe("the scenario file's full text, so the save is self-contained"),
  }),
  answering: z.strictObject({
    table: z.enum(['virtual', 'real']),
    dice: z.enum(['app', 'physical']),
    players: z.record(z.string(), z.enum(['ai', 'human'])),
    commanders: z.record(z.string(), z.strictObject({ policy: z.enum(POLICY_NAMES), temperament: z.enum(TEMPERAMENTS) })).optional(),
  }),
  seed: z.union([z.number(), z.string()]),
  dice: diceState,
  answers: z.array(answer),
  requestsAnswered: z.number().int().nonnegative().describe('where the session stood: the replay runs to exactly this many requests'),
  machine: jsonObject,
  state: jsonObject,
  status: z.enum(['in-progress', 'finished']),
  outcome: outcome.nullable(),
  maxTurns: z.number().int().positive().nullable(),
  undo: z.array(checkpoint).optional().describe('the last points a player can take back to, oldest first (play mode)'),
  interview: z.array(z.unknown()).optional().describe("the replies to the questions of a fact's interview left half done (play mode), given again on resume"),
  numbers: z.array(z.tuple([z.string(), z.array(z.tuple([z.string(), z.number().int().positive()]))])).optional().describe("the numbers each list's options were shown with (play mode), kept so a resumed game shows the same"),
  replies: z.array(z.tuple([z.string(), z.unknown()])).optional().describe("the player's last reply to each question, by the question's key, offered again when it comes up (play mode)"),
});

/** Where the session stood before a human answer: undo replays to it. */
export type Checkpoint = z.infer<typeof checkpoint>;

/** The opfor release that wrote a save. */
export type WrittenBy = z.infer<typeof writtenBy>;

/** A validated save file. */
export type SaveFile = z.infer<typeof saveSchema>;
