/**
 * The Tyneside referee book (`opfor referee tyneside <test>`): single rules tests resolved with
 * the pure rules, showing the table lookup. No I/O: the CLI supplies the values and the dice.
 */
import { nd } from '../../src/dice/dice-spec.js';
import {
  choiceValue,
  integerValue,
  numberValue,
  type RefereeBook,
  type RefereeTest,
} from '../../src/engine/referee.js';
import { actionFor, commandedMayIgnore, actionsRow } from './rules/actions.js';
import { commandDiceCount } from './rules/command.js';
import { damageResult } from './rules/damage.js';
import { riskFactor } from './rules/risk-factor.js';
import { toHitNeeded } from './rules/to-hit.js';
import { ACTIONS_TABLE_BY_ID, ACTIONS_TABLES, type ActionCode } from './tables/actions.js';
import { TROOP_CLASSES } from './tables/classes.js';
import { COMMAND_DICE, COMMAND_DICE_MODIFIERS } from './tables/command.js';
import { DAMAGE_MODIFIERS, DAMAGE_ROW_NAMES, DAMAGE_ROWS } from './tables/damage.js';
import { COVERS, RANGE_BANDS } from './tables/to-hit.js';

/** T28: what each instruction code tells the group to do, as one word. */
const ACTION_OF = {
  RF0: 'continue',
  'RF0-6': 'advance',
  CONT: 'continue',
  HALT: 'halt',
  ADV: 'advance',
  COVER: 'take-cover',
  WDRAW: 'withdraw',
  RUN: 'run',
} as const satisfies Record<ActionCode, string>;

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

/** T25–T28: one Actions Table roll for a group. */
const reaction: RefereeTest = {
  name: 'reaction',
  summary: 'roll on the Actions Table (T25–T28) for a Risk Factor',
  options: [
    { name: 'rf', value: 'N', description: 'the Risk Factor (T24)', required: true },
    { name: 'weapon', value: 'table', description: 'firearms (T26) or melee (T27) Actions Table', choices: ACTIONS_TABLES, required: true },
    { name: 'literal-rf0', description: 'read the "Up to RF0" row as printed (roman: binds commanded troops), not as A-44 advises' },
  ],
  throwsDice: true,
  resolve(values, dice) {
    const rf = integerValue(values, 'rf');
    const table = choiceValue(values, 'weapon', ACTIONS_TABLES);
    const [d6] = dice.throw(nd(1, 6)) as [number];
    const { cell, rowLabel } = actionFor(table, rf, d6);
    const mayIgnore = commandedMayIgnore(cell, { literalRf0: values['literal-rf0'] === true });
    const printed = ACTIONS_TABLE_BY_ID[table];
    return {
      json: { action: ACTION_OF[cell.code], charge: cell.charge, commandedMayIgnore: mayIgnore, cell: cell.code, italic: cell.italic, rf, row: rowLabel, d6, table, rule: printed.rule, text: cell.text },
      lines: [
        `Actions Table, ${table} (${printed.rule}): RF ${rf} is row ${rowLabel}; D6 ${d6} gives ${cell.code}${cell.charge ? ' (Charge?)' : ''}`,
        `  "${cell.text}"`,
        `  action: ${ACTION_OF[cell.code]}${cell.charge ? '; the group may charge (T31.2)' : ''}`,
        mayIgnore
          ? `  ${cell.italic ? 'italic' : 'Up to RF0 row, read as italic (A-44)'}: PCs and commanded troops may ignore it (T25.5)`
          : '  roman: binds everybody, PCs and commanded troops included (T25.5)',
      ],
    };
  },
};

/** T24: the Risk Factor of a group, line by line. */
const risk: RefereeTest = {
  name: 'risk',
  summary: 'add up the Risk Factor of a group (T24)',
  options: [
    { name: 'hero', description: 'a Hero is with the unit (−1)' },
    { name: 'cover', description: 'the unit is entirely in cover (−1, once with --advancing)' },
    { name: 'advancing', description: 'its last move brought it closer to the nearest enemy (−1, once with --cover)' },
    { name: 'enemy-in-range', description: 'an enemy in clear sight has the unit within its weapon range (+1)' },
    { name: 'raw', description: 'the unit is Raw' },
    { name: 'raw-in-range', description: 'Raw, and any enemy unit in sight has it in range (+1; implies --raw)' },
    { name: 'casualties-pct', value: 'P', description: 'wounded and killed, percent of original strength (+1 per whole 10%)', default: '0' },
    { name: 'enemy-flank-rear', description: 'an enemy in sight is to its flank or rear (+2)' },
    { name: 'natives-near-cavalry', description: 'natives within 25 cm of enemy cavalry (+2)' },
    { name: 'running', description: 'ran last turn, or was moved back after melee (+3)' },
  ],
  throwsDice: false,
  resolve(values) {
    const flag = (name: string) => values[name] === true;
    const { rf, factors } = riskFactor({
      heroWithUnit: flag('hero'),
      entirelyInCover: flag('cover'),
      advancing: flag('advancing'),
      enemyInRange: flag('enemy-in-range'),
      raw: flag('raw') || flag('raw-in-range'),
      rawInRange: flag('raw-in-range'),
      casualtiesPct: numberValue(values, 'casualties-pct', 0, 100),
      enemyFlankRear: flag('enemy-flank-rear'),
      nativesNearCavalry: flag('natives-near-cavalry'),
      running: flag('running'),
    });
    const rows = ACTIONS_TABLES.map((t) => `${t} row ${ACTIONS_TABLE_BY_ID[t].rows[actionsRow(t, rf)]!.label}`);
    return {
      json: { rf, factors: factors.map((f) => ({ id: f.id, value: f.value, why: f.why })) },
      lines: [
        `Risk Factor (T24): ${rf}`,
        ...(factors.length === 0 ? ['  no factor applies'] : factors.map((f) => `  ${signed(f.value).padStart(3)}  ${f.why}`)),
        `  Actions Table: ${rows.join(', ')}`,
      ],
    };
  },
};

/** T20: one to-hit roll. */
const hit: RefereeTest = {
  name: 'hit',
  summary: 'roll a D8 to hit (T20) at a range band against a cover',
  options: [
    { name: 'range', value: 'band', description: 'the range band (T4.2)', choices: RANGE_BANDS, required: true },
    { name: 'cover', value: 'cover', description: "the target's cover (T20.2)", choices: COVERS, required: true },
  ],
  throwsDice: true,
  resolve(values, dice) {
    const band = choiceValue(values, 'range', RANGE_BANDS);
    const cover = choiceValue(values, 'cover', COVERS);
    const needed = toHitNeeded(band, cover);
    const [d8] = dice.throw(nd(1, 8)) as [number];
    const isHit = d8 >= needed;
    return {
      json: { hit: isHit, needed, d8, range: band, cover },
      lines: [`To hit (T20.1): ${band} range, ${cover === 'open' ? 'in the open' : `${cover} cover`}: needs ${needed}+ on a D8; D8 ${d8}: ${isHit ? 'hit' : 'miss'}`],
    };
  },
};

/** T21: the damage of one hit. */
const damage: RefereeTest = {
  name: 'damage',
  summary: 'roll a D6 for the damage of one hit (T21)',
  options: [
    { name: 'weapon', value: 'row', description: 'the damage row (T21.1)', choices: DAMAGE_ROWS, required: true },
    { name: 'shooter', value: 'class', description: "the shooter's class (T21.2: Hero +1, Raw −1)", choices: TROOP_CLASSES, default: 'veteran' },
  ],
  throwsDice: true,
  resolve(values, dice) {
    const row = choiceValue(values, 'weapon', DAMAGE_ROWS);
    const shooter = choiceValue(values, 'shooter', TROOP_CLASSES);
    const [d6] = dice.throw(nd(1, 6)) as [number];
    const { result, modified } = damageResult(row, shooter, d6);
    return {
      json: { result, d6, modified, weapon: row, shooter },
      lines: [
        `Shooting damage (T21.1): ${DAMAGE_ROW_NAMES[row]}, ${shooter} shooter (${signed(DAMAGE_MODIFIERS[shooter])}, T21.2)`,
        `  D6 ${d6}${modified !== d6 ? `, read as ${modified}` : ''}: ${result}`,
      ],
    };
  },
};

/** T8: a command figure's command dice and points. */
const command: RefereeTest = {
  name: 'command',
  summary: "roll a command figure's command dice (T8) for its command points",
  options: [
    { name: 'class', value: 'class', description: 'the command figure\'s class (T8.1)', choices: TROOP_CLASSES, required: true },
    { name: 'officer-busy', description: 'loading or firing this turn, or in melee (−1 die, T8.2)' },
    { name: 'musician', description: 'a drummer or bugler is commanded (+1 die, T8.3)' },
  ],
  throwsDice: true,
  resolve(values, dice) {
    const cls = choiceValue(values, 'class', TROOP_CLASSES);
    const officerBusy = values['officer-busy'] === true;
    const musician = values['musician'] === true;
    const count = commandDiceCount(cls, { officerBusy, musician });
    const faces = dice.throw(nd(count, 6));
    const points = faces.reduce((a, b) => a + b, 0);
    const terms = [
      `${cls} ${COMMAND_DICE[cls]}D6 (T8.1)`,
      ...(officerBusy ? [`${COMMAND_DICE_MODIFIERS.officerBusy.dice} die, officer busy (T8.2)`] : []),
      ...(musician ? [`+${COMMAND_DICE_MODIFIERS.musician.dice} die, musician commanded (T8.3)`] : []),
    ];
    return {
      json: { dice: count, points, faces },
      lines: [`Command dice: ${terms.join(', ')}: ${count}D6`, `  ${faces.join(' + ')} = ${points} command points`],
    };
  },
};

/** Every Tyneside rules test `opfor referee tyneside` resolves. */
export const tynesideReferee: RefereeBook = {
  ruleset: 'tyneside',
  tests: [reaction, risk, hit, damage, command],
};
