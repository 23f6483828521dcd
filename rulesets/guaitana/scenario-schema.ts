import { z } from 'zod';
import { scenarioHeader, sideHeader } from '../../src/scenario/header-schema.js';
import { idSchema, LIMITS, pointSchema, upTo } from '../../src/scenario/limits.js';

const at = pointSchema;
const facing = z.union([z.enum(['north', 'east', 'south', 'west']), z.number().min(0).max(360)]).describe('compass word or degrees (0 = north, 90 = east)');
const id = idSchema;

/** G8.1–G8.6: a unit's initial order, as written on the map. */
const order = z.union([
  z.enum(['defend', 'attack', 'retreat']).describe('defend: hold where it stands; attack: the nearest visible enemy (G8.5)'),
  z.strictObject({ move: upTo(at, LIMITS.points, 'points').min(1).describe('G8.3: the line the unit follows, point by point') }),
  z.strictObject({ defend: at.describe('G8.4: the point it holds, within 15 cm of the unit') }),
]);

/** G4: one unit of a side's army. */
const unit = z.strictObject({
  id,
  name: z.string().min(1),
  type: z.enum(['italian-infantry', 'native-infantry', 'italian-cavalry', 'native-cavalry', 'artillery']),
  figures: z.number().min(1).max(LIMITS.unitFigures, `expected at most ${LIMITS.unitFigures} figures, so that a battle always finishes (G4: 20 at most by the rules, which the check says by type)`).int().describe('G4: figures, the commander included (artillery: its crew)'),
  quality: z.enum(['recruit', 'regular', 'veteran']).default('regular').describe('G4.9'),
  weapon: z.enum(['rifle', 'musket', 'carbine', 'javelin', 'lance']).optional().describe('G4.10: default by type (Italian infantry rifle, Italian cavalry carbine, native infantry javelins, native cavalry lance)'),
  lance: z.boolean().optional().describe('G4.3, G4.4: carries lances (default: Italian cavalry, and native cavalry armed with lances)'),
  guns: upTo(z.enum(['nordenfelt', 'gatling', 'gardner', 'mountain-gun']), LIMITS.entries, 'weapons').optional().describe('G4.5: the pieces of an artillery unit; or the one weapon attached to an Italian infantry company'),
  packed: z.boolean().default(false).describe('G4.5: artillery loaded on its mules at the start'),
  fast: z.boolean().default(false).describe('G9.4: Bersaglieri or Ascari, +5 cm'),
  irregular: z.boolean().default(false).describe('G4.8(2): a native band in Italian service, armed with carbines'),
  formation: z.enum(['line', 'skirmish', 'column', 'square', 'mass']).optional().describe('G4: default column for Italians, mass for natives'),
  at: at.optional().describe('the centre of the unit; omit for a hidden native unit (G6)'),
  facing: facing.optional(),
  hidden: z.boolean().default(false).describe('G6: a native unit held back, to appear in unobserved closed terrain'),
  order: order.optional().describe('G8.2: required for every unit on the table'),
});

const side = z.strictObject({
  ...sideHeader,
  nation: z.enum(['italian', 'native']).describe('G4: Italians (with Ascari) or Abyssinian and Dervish natives'),
  baseline: z.enum(['north', 'south', 'east', 'west']).describe('the table edge this side comes from (a retreat with no C-in-C or baggage heads there, G8.6)'),
  cinc: z.strictObject({
    name: z.string().min(1),
    at,
    heliograph: z.boolean().default(false).describe('G4.7: Italians only, rare'),
  }).describe('G4.7: the Commander-in-Chief and his aides'),
  messengers: z.number().int().min(0).max(LIMITS.units).optional().describe('G4.7: mounted messengers (default half the units, rounded down)'),
  baggage: z.strictObject({
    name: z.string().min(1),
    at,
    escort: z.number().int().min(1).max(LIMITS.units).describe('G4.6: escort figures, Recruits, the commander included'),
    wagons: z.number().int().min(0).max(LIMITS.units).default(0).describe('G4.6: Italians only'),
    animals: z.number().int().min(0).max(4 * LIMITS.units).default(0).describe('G4.6: pack mules or camels'),
    order: order.optional(),
  }).describe('G4.6: every side has one baggage unit'),
  units: upTo(unit, LIMITS.units, 'units').min(1),
}).check((ctx) => {
  const figures = ctx.value.units.reduce((sum, u) => sum + u.figures, 0);
  if (figures > LIMITS.sideFigures) ctx.issues.push({ code: 'custom', input: figures, path: ['units'], message: `expected at most ${LIMITS.sideFigures} figures in a side's units, so that a battle always finishes` });
});

/** A Guaitana Capitano scenario file. */
export const guaitanaScenarioSchema = z.strictObject({
  ruleset: z.literal('guaitana'),
  ...scenarioHeader,
  sides: z.array(side).length(2),
  hiding: upTo(z.string(), LIMITS.features, 'hiding places').optional().describe('G6: the named features hidden natives may use (default: every feature closed or blocking sight)'),
  victory: z.strictObject({
    atTurnLimit: z.string().describe('the side id that wins if nobody has lost at the turn limit, or "draw" (G17: the source has none)'),
    breakAt: z
      .number()
      .gt(0, 'expected more than 0 and at most 1: 0 would break both sides at the first end of turn; 0.5 (the default) breaks a side when half its units are gone or in Retreat, 1 only when all are')
      .max(1, 'expected more than 0 and at most 1: the share of its combat units gone or in Retreat that breaks a side (1: all of them)')
      .default(0.5)
      .describe('the share of a side\'s combat units gone or in Retreat (hidden ones count as standing) at which it has lost: more than 0, at most 1'),
    text: z.string().optional(),
  }),
});

export type GuaitanaScenario = z.infer<typeof guaitanaScenarioSchema>;
export type GuaitanaSideInput = GuaitanaScenario['sides'][number];
export type GuaitanaUnitInput = GuaitanaSideInput['units'][number];
export type OrderInput = NonNullable<GuaitanaUnitInput['order']>;
