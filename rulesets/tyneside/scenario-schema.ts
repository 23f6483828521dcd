import { z } from 'zod';
import { scenarioHeader, sideHeader } from '../../src/scenario/header-schema.js';
import { size, idSchema, LIMITS, pointSchema, upTo } from '../../src/scenario/limits.js';
import { TROOP_CLASSES, TROOP_TYPES } from './tables/classes.js';
import { WEAPON_IDS, type WeaponId } from './tables/weapons.js';

const at = pointSchema;
const loading = z.enum(['muzzle', 'breech', 'magazine', 'hand-hurled']);
const weapon = z.strictObject({
  weapon: z.enum(WEAPON_IDS as [WeaponId, ...WeaponId[]]),
  loading: loading.optional().describe('T17: required for rifles and carbines, whose loading the weapons table does not give (A-5)'),
});
const facing = z.union([z.enum(['north', 'east', 'south', 'west']), z.number().min(0).max(360)]).describe('compass word or degrees (0 = north, 90 = east)');
const order = z.union([
  z.enum(['hold', 'advance']),
  z.strictObject({ objective: z.string().describe('a terrain feature name') }),
]).describe("T28: the group's standing current action at deployment");

const figureTraits = {
  class: z.enum(TROOP_CLASSES),
  type: z.enum(TROOP_TYPES).default('regular'),
  native: z.boolean().default(false),
  horsed: z.boolean().default(false),
  civilian: z.boolean().default(false),
  skirtsHitched: z.boolean().default(true).describe('T15: civilians with petticoats not hitched up move 15 cm'),
  volley: z.boolean().optional().describe('T14.3: can fire volleys and salvoes; default yes for non-native regulars'),
  weapons: upTo(weapon, 5, 'weapons').min(1),
  bayonet: z.boolean().default(false),
  loyalTo: upTo(z.string(), LIMITS.entries, 'leaders').optional().describe('T3: leader ids this figure is loyal to; default per T3.2'),
  base: size(10).optional().describe('base diameter in cm; default 2.5 foot, 4 horsed'),
};

/** A leader figure: a PC, officer, NCO, drummer or bugler, a unit of one for activation. */
const leader = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  role: z.enum(['pc', 'officer', 'nco', 'drummer', 'bugler']),
  at,
  facing: facing.optional(),
  ...figureTraits,
});

/** A group of 4 to 30 figures (T6), laid out in ranks around `at`. */
const group = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  figures: z.number().min(1).max(30, 'expected at most 30 figures: a group is 4 to 30 (T6.1)').int().describe('T6.1: 4 to 30 (the check refuses 1 to 3)'),
  at: at.optional().describe('the centre of the formation; omit for a hidden group placed by its marker'),
  frontage: z.number().int().positive().max(30).optional().describe('figures per rank (default 10)'),
  spacing: size(20).optional().describe('cm between figure centres (default 3)'),
  facing: facing.optional(),
  order: order.default('hold'),
  defending: z.string().optional().describe('T26/T27: a fortified feature this group defends and will not leave on RF0'),
  platoon: z.string().optional().describe('T29: groups of one formed platoon'),
  ...figureTraits,
});

const side = z.strictObject({
  ...sideHeader,
  leaders: upTo(leader, LIMITS.leaders, 'leaders').default([]),
  groups: upTo(group, LIMITS.units, 'groups').min(1),
  hidden: z.boolean().default(false).describe('T35: solo-run side deployed as hidden markers plus dummies'),
  baseline: z.enum(['north', 'south', 'east', 'west']).describe('the table edge this side comes from'),
}).check((ctx) => {
  const figures = ctx.value.leaders.length + ctx.value.groups.reduce((sum, g) => sum + g.figures, 0);
  if (figures > LIMITS.sideFigures) ctx.issues.push({ code: 'custom', input: figures, path: ['groups'], message: `expected at most ${LIMITS.sideFigures} figures in a side, leaders included, so that a battle always finishes` });
});

/** A Tyneside scenario file. */
export const tynesideScenarioSchema = z.strictObject({
  ruleset: z.literal('tyneside'),
  ...scenarioHeader,
  sides: z.array(side).length(2),
  firstSide: z.string().optional().describe('T5.2: the side that moves first (default: the human side, A-7)'),
  victory: z.strictObject({
    atTurnLimit: z.string().describe('the side id that wins if nobody has lost at the turn limit, or "draw"'),
    text: z.string().optional(),
  }),
});

export type TynesideScenario = z.infer<typeof tynesideScenarioSchema>;
export type TynesideSide = TynesideScenario['sides'][number];
export type TynesideGroupInput = TynesideSide['groups'][number];
export type TynesideLeaderInput = TynesideSide['leaders'][number];
