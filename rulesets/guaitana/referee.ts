/**
 * The Guaitana referee book (`opfor referee guaitana <test>`): single rules tests resolved with
 * the pure rules, showing the table lookup. No I/O: the CLI supplies the values and the dice.
 */
import { nd } from '../../src/dice/dice-spec.js';
import {
  choiceValue,
  integerValue,
  RefereeInputError,
  type RefereeBook,
  type RefereeTest,
  type RefereeValues,
} from '../../src/engine/referee.js';
import { commanderDice, commanderLost, commanderTotal, COMMANDER_SIDES } from './rules/commander.js';
import { firePlan, fireHits, type Halving } from './rules/fire.js';
import { FORCED_FIRE_FROM, mustFire } from './rules/forced-fire.js';
import { IMPETUS_FACE, impetuousAttack } from './rules/impetus.js';
import { jammed, unjam } from './rules/machine-guns.js';
import { meleeHits, meleePlan } from './rules/melee.js';
import { moraleChance, moralePassed } from './rules/morale.js';
import { FIRE_BASE, FIRE_MODIFIER_IDS, FIRE_MODIFIERS } from './tables/fire.js';
import { JAM_FACES } from './tables/machine-guns.js';
import { MELEE_BASE, MELEE_MODIFIER_IDS, MELEE_MODIFIERS } from './tables/melee.js';
import { MORALE_BASE, MORALE_MODIFIER_IDS, MORALE_MODIFIERS } from './tables/morale.js';
import { BANDS, GUNS, MACHINE_GUNS, RANGES, type Band } from './tables/weapons.js';

/** G11.5: the weapons `fire` takes (the lance does not fire). */
const FIRE_WEAPONS = ['rifle', 'musket', 'carbine', 'javelin', 'mg', 'cannon'] as const;
const FIRE_FORMATIONS = ['mass', 'square'] as const;
const SIDE_NAMES = { italian: 'an Italian', native: 'a native' } as const;

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');
const num = (n: number) => (n < 0 ? `−${-n}` : `${n}`);

/** Reads `--mods`, a comma list of ids from `allowed`; an unknown or repeated id is an input error. */
function modsValue<T extends string>(values: RefereeValues, allowed: readonly T[]): T[] {
  const text = values['mods'];
  if (text === undefined) return [];
  const items = String(text).split(',').map((s) => s.trim()).filter(Boolean);
  const mods: T[] = [];
  for (const item of items) {
    if (!(allowed as readonly string[]).includes(item)) {
      throw new RefereeInputError(`--mods: unknown modifier "${item}"; allowed: ${allowed.join(', ')}`);
    }
    if ((mods as string[]).includes(item)) throw new RefereeInputError(`--mods: "${item}" given twice`);
    mods.push(item as T);
  }
  return mods;
}

/** Runs a rules function, turning its RangeError into an input error about `option`. */
function asInput<T>(option: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof RangeError) throw new RefereeInputError(`${option}: ${error.message.replace(/^\w+: /, '')}`);
    throw error;
  }
}

/** "base 2, Veterans +1, … = 3" for a modifier table. */
function sum(base: string, mods: readonly string[], table: Readonly<Record<string, { value: number; label: string }>>, total: number): string {
  const terms = mods.map((id) => `${table[id]!.label} ${signed(table[id]!.value)}`);
  return terms.length === 0 ? `${base} = ${num(total)}` : `${[base, ...terms].join(', ')} = ${num(total)}`;
}

/** The halving lines and the count after them. */
function halvingLines(noun: string, base: number, halvings: readonly Halving[], after: number, rounding: string): string[] {
  if (halvings.length === 0) return [`  ${noun}: ${base}, no halving`];
  return [
    ...halvings.map((h) => `  halved: ${h.why} (${h.rule})`),
    `  ${noun}: ${base} × 1/${2 ** halvings.length} = ${after} (rounded to nearest, .5 up, ${rounding})`,
  ];
}

/** "6d6: 1, 4, 3 → 2 hits on 3 or less". */
function rollLine(faces: readonly number[], chance: number, hits: number): string {
  if (faces.length === 0) return '  no dice to throw: no hits';
  const on = chance >= 6 ? 'every die hits' : `on ${chance} or less`;
  return `  ${faces.length}d6: ${faces.join(', ')} → ${hits} ${hits === 1 ? 'hit' : 'hits'} (${on})`;
}

/** G11.5–G11.8: one unit's fire. */
const fire: RefereeTest = {
  name: 'fire',
  summary: 'roll one fire (G11.5–G11.8): firing figures after halvings, hit chance, hits',
  options: [
    { name: 'firers', value: 'N', description: 'figures firing, or guns for mg and cannon (G11.6)', required: true },
    { name: 'weapon', value: 'weapon', description: 'the weapon (G11.5)', choices: FIRE_WEAPONS, default: 'rifle' },
    { name: 'band', value: 'band', description: 'the range band (G11.5)', choices: BANDS, required: true },
    { name: 'formation', value: 'formation', description: 'the firing unit is in Mass or Square: half its figures fire (G11.3)', choices: FIRE_FORMATIONS },
    { name: 'surprised', description: 'the firing unit is surprised (G9.8): half its figures fire, except a Square' },
    { name: 'mods', value: 'LIST', description: `G11.8 modifiers, comma list: ${FIRE_MODIFIER_IDS.join(', ')}` },
  ],
  throwsDice: true,
  resolve(values, dice) {
    const firers = integerValue(values, 'firers', { min: 1 });
    const weapon = choiceValue(values, 'weapon', FIRE_WEAPONS);
    const band = choiceValue(values, 'band', BANDS);
    const formation = values['formation'] === undefined ? undefined : choiceValue(values, 'formation', FIRE_FORMATIONS);
    const surprised = values['surprised'] === true;
    const mods = modsValue(values, FIRE_MODIFIER_IDS);
    const limits = RANGES[weapon];
    if (limits[band] === null) {
      const has = BANDS.filter((b: Band) => limits[b] !== null);
      throw new RefereeInputError(`--band: ${weapon} has no ${band} range; it fires only at ${has.join(', ')} range (G11.5)`);
    }
    const plan = asInput('--mods', () => firePlan({ firers, weapon, band, formation, surprised, mods }));
    const faces = plan.firing > 0 ? dice.throw(nd(plan.firing, 6)) : [];
    const hits = fireHits(plan.chance, faces);
    const pieces = weapon === 'mg' ? 'machine gun' : weapon === 'cannon' ? 'cannon' : null;
    const what = pieces
      ? `${firers} ${pieces}${firers === 1 ? '' : 's'} (${plan.base} figures, G11.6.1)`
      : `${firers} ${weapon} ${firers === 1 ? 'figure' : 'figures'}`;
    return {
      json: {
        chance: plan.chance, firing: plan.firing, hits,
        base: plan.base, modified: plan.modified, halvings: plan.halvings.map(({ why, rule }) => ({ why, rule })),
        faces, weapon, band, formation: formation ?? null, surprised, mods,
      },
      lines: [
        `Fire (G11.5–G11.8): ${what} at ${band} range (up to ${limits[band]} cm)${formation ? `, in ${formation}` : ''}${surprised ? ', surprised' : ''}`,
        ...halvingLines('firing', plan.base, plan.halvings, plan.firing, 'G11.6, G18.4'),
        `  hit chance: ${sum(`${band} ${FIRE_BASE[band].chance} (G11.7)`, mods, FIRE_MODIFIERS, plan.modified)}${plan.modified <= 0 ? ' → 1 (G11.6 (d))' : ''}`,
        rollLine(faces, plan.chance, hits),
      ],
    };
  },
};

/** G12.2–G12.4: one unit's melee roll. */
const melee: RefereeTest = {
  name: 'melee',
  summary: "roll one unit's melee (G12.2–G12.4): fighting figures, hit chance, hits",
  options: [
    { name: 'fighters', value: 'N', description: 'figures of the unit that can fight (G12.2)', required: true },
    { name: 'mods', value: 'LIST', description: `G12.4 modifiers, comma list: ${MELEE_MODIFIER_IDS.join(', ')}` },
  ],
  throwsDice: true,
  resolve(values, dice) {
    const fighters = integerValue(values, 'fighters', { min: 1 });
    const mods = modsValue(values, MELEE_MODIFIER_IDS);
    const plan = asInput('--mods', () => meleePlan({ fighters, mods }));
    const faces = plan.fighting > 0 ? dice.throw(nd(plan.fighting, 6)) : [];
    const hits = meleeHits(plan.chance, faces);
    return {
      json: {
        chance: plan.chance, fighting: plan.fighting, hits,
        fighters, modified: plan.modified, halvings: plan.halvings.map(({ why, rule }) => ({ why, rule })), faces, mods,
      },
      lines: [
        `Melee (G12.2–G12.4): ${fighters} figures`,
        ...halvingLines('fighting', fighters, plan.halvings, plan.fighting, 'G18.4, G18.42'),
        `  hit chance: ${sum(`base ${MELEE_BASE} (G12.3)`, mods, MELEE_MODIFIERS, plan.modified)}${plan.modified <= 0 ? ' → 1 (G12.2)' : ''}`,
        rollLine(faces, plan.chance, hits),
      ],
    };
  },
};

/** G13.2–G13.3: one Morale Test. */
const morale: RefereeTest = {
  name: 'morale',
  summary: 'roll a Morale Test (G13.2–G13.3): pass on 1d6 equal to or under 4 plus the modifiers',
  options: [{ name: 'mods', value: 'LIST', description: `G13.3 modifiers, comma list: ${MORALE_MODIFIER_IDS.join(', ')}` }],
  throwsDice: true,
  resolve(values, dice) {
    const mods = modsValue(values, MORALE_MODIFIER_IDS);
    const chance = asInput('--mods', () => moraleChance(mods));
    const modified = mods.reduce<number>((total, id) => total + MORALE_MODIFIERS[id].value, MORALE_BASE);
    const [d6] = dice.throw(nd(1, 6)) as [number];
    const passed = moralePassed(chance, d6);
    return {
      json: { chance, passed, d6, modified, mods },
      lines: [
        `Morale Test (G13.2–G13.3): ${sum(`base ${MORALE_BASE}`, mods, MORALE_MODIFIERS, modified)}${modified < chance ? ` → ${chance} (never under 1)` : ''}`,
        `  d6 ${d6}: ${passed ? 'passed' : 'failed'} (passes on ${chance} or less)`,
      ],
    };
  },
};

/** G11.9, G12.5: is the commander among the dead? */
const commander: RefereeTest = {
  name: 'commander',
  summary: 'roll for the commander after losses (G11.9, G12.5): Italian 1d6, native 2d6−2, lost if under the losses',
  options: [
    { name: 'side', value: 'side', description: 'the unit that suffered the losses: italian (1d6) or native (2d6−2)', choices: COMMANDER_SIDES, required: true },
    { name: 'losses', value: 'N', description: 'figures the unit lost to this fire or melee (0: no roll)', required: true },
  ],
  throwsDice: true,
  resolve(values, dice) {
    const side = choiceValue(values, 'side', COMMANDER_SIDES);
    const losses = integerValue(values, 'losses', { min: 0 });
    const spec = commanderDice(side);
    if (losses === 0) {
      return {
        json: { commanderLost: false, total: null, faces: [], side, losses, dice: spec.notation },
        lines: [`Commander casualty (G11.9): ${SIDE_NAMES[side]} unit that lost no figures does not roll: the commander lives`],
      };
    }
    const faces = dice.throw(spec);
    const total = commanderTotal(side, faces);
    const lost = commanderLost(side, losses, total);
    const shown = side === 'native' ? `${faces.join(' + ')} − 2 = ${total}` : `${total}`;
    return {
      json: { commanderLost: lost, total, faces, side, losses, dice: spec.notation },
      lines: [
        `Commander casualty (G11.9, G12.5): ${SIDE_NAMES[side]} unit lost ${losses} ${losses === 1 ? 'figure' : 'figures'}; ${spec.notation}: ${shown}`,
        lost
          ? `  ${total} is less than ${losses}: the commander is one of the dead (not an extra casualty)`
          : `  ${total} is not less than ${losses}: the commander lives`,
      ],
    };
  },
};

/** G9.9: the native impetuosity or ambush roll. */
const impetus: RefereeTest = {
  name: 'impetus',
  summary: 'roll native impetuosity or the ambush (G9.9): Attack on a 6',
  options: [],
  throwsDice: true,
  resolve(_values, dice) {
    const [d6] = dice.throw(nd(1, 6)) as [number];
    const attack = impetuousAttack(d6);
    return {
      json: { attack, d6 },
      lines: [
        `Impetuosity / ambush (G9.9): d6 ${d6}: ${attack ? 'the unit must change its order to Attack and move at once toward the nearest Italian unit' : `no effect (Attack only on a ${IMPETUS_FACE})`}`,
      ],
    };
  },
};

/** G11.13: the Italian forced-fire test. */
const forcedFire: RefereeTest = {
  name: 'forced-fire',
  summary: 'roll the Italian forced-fire test (G11.13): must fire on 4, 5 or 6',
  options: [],
  throwsDice: true,
  resolve(_values, dice) {
    const [d6] = dice.throw(nd(1, 6)) as [number];
    const must = mustFire(d6);
    return {
      json: { mustFire: must, d6 },
      lines: [`Forced fire (G11.13): d6 ${d6}: ${must ? 'the unit must fire at the nearest enemy unit' : `it may hold its fire (must fire on ${FORCED_FIRE_FROM}–6)`}`],
    };
  },
};

/** G11.11.1: a machine gun's jam roll before it fires. */
const jam: RefereeTest = {
  name: 'jam',
  summary: 'roll for a machine-gun jam before firing (G11.11): Nordenfelt on a 6, Gatling and Gardner on 5–6',
  options: [{ name: 'gun', value: 'gun', description: 'the machine gun (mountain guns never jam)', choices: MACHINE_GUNS, required: true }],
  throwsDice: true,
  resolve(values, dice) {
    const gun = choiceValue(values, 'gun', MACHINE_GUNS);
    const [d6] = dice.throw(nd(1, 6)) as [number];
    const isJammed = jammed(gun, d6);
    const on = JAM_FACES[gun].join('–');
    return {
      json: { jammed: isJammed, d6, gun },
      lines: [`Jam (G11.11): ${GUNS[gun].name} jams on ${on}; d6 ${d6}: ${isJammed ? 'jammed, it cannot fire' : 'it fires'}`],
    };
  },
};

/** G11.11.3: a jammed gun's roll at the start of the next Fire phase. */
const unjamTest: RefereeTest = {
  name: 'unjam',
  summary: 'roll to clear a jammed machine gun (G11.11): 1–2 cleared, 3–4 still jammed, 5–6 broken',
  options: [],
  throwsDice: true,
  resolve(_values, dice) {
    const [d6] = dice.throw(nd(1, 6)) as [number];
    const result = unjam(d6);
    const said = {
      cleared: 'working again (it must still pass its jam roll to fire, G18.36)',
      'still-jammed': 'still jammed: roll again next Fire phase (G18.36)',
      broken: 'out of action for the rest of the game',
    }[result];
    return {
      json: { result, d6 },
      lines: [`Unjam (G11.11.3): 1–2 cleared, 3–4 still jammed, 5–6 broken; d6 ${d6}: ${said}`],
    };
  },
};

/** Every Guaitana rules test `opfor referee guaitana` resolves. */
export const guaitanaReferee: RefereeBook = {
  ruleset: 'guaitana',
  tests: [fire, melee, morale, commander, impetus, forcedFire, jam, unjamTest],
};
