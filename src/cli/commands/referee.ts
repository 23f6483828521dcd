import { Option, type Command } from 'commander';
import { allRulesets } from '../../../registry/index.js';
import type { DiceSpec } from '../../dice/dice-spec.js';
import { ForcedFaces } from '../../dice/forced-faces.js';
import { SeededDice } from '../../dice/seeded-dice.js';
import { RefereeInputError, type RefereeDice, type RefereeTest, type RefereeValues } from '../../engine/referee.js';
import { UserError, wholeNumber, type CliContext, type Io } from '../io.js';

/** `opfor referee <ruleset> <test>`: resolves one rules test, with the table lookup shown. */
export function registerReferee(program: Command, ctx: CliContext): void {
  const referee = program
    .command('referee')
    .description('resolve one rules test (a reaction, a to-hit roll, ...) with the table lookup shown');
  for (const { referee: book, name } of allRulesets()) {
    const rulesetCommand = referee.command(book.ruleset).description(`rules tests of ${name}`);
    for (const test of book.tests) {
      const testCommand = rulesetCommand.command(test.name).description(test.summary);
      const options = test.options.map((spec) => {
        const option = new Option(spec.value ? `--${spec.name} <${spec.value}>` : `--${spec.name}`, spec.description);
        if (spec.choices) option.choices(spec.choices);
        if (spec.default !== undefined) option.default(spec.default);
        if (spec.required) option.makeOptionMandatory();
        testCommand.addOption(option);
        return { name: spec.name, key: option.attributeName() };
      });
      testCommand.option('--json', 'print the result as one line of JSON');
      if (test.throwsDice) {
        testCommand.option('--dice <faces>', 'force the faces instead of rolling (comma list, e.g. 3 or 4,2,6)');
        testCommand.option('--seed <n>', 'seed of the dice when not forced (default 1)');
      }
      testCommand.action((opts: Record<string, string | boolean | undefined>) => {
        const values: RefereeValues = Object.fromEntries(options.map((o) => [o.name, opts[o.key]]));
        ctx.exitCode = runTest(test, values, opts, ctx.io);
      });
    }
  }
}

function runTest(test: RefereeTest, values: RefereeValues, opts: Record<string, string | boolean | undefined>, io: Io): number {
  const forced = typeof opts['dice'] === 'string' ? parseForced(opts['dice']) : null;
  const seed = typeof opts['seed'] === 'string' ? wholeNumber('--seed', opts['seed']) : 1;
  if (forced && typeof opts['seed'] === 'string') throw new UserError('give either --dice or --seed, not both');
  const seeded = SeededDice.fromSeed(seed);
  const dice: RefereeDice = {
    throw(spec: DiceSpec) {
      if (!forced) return seeded.throw(spec);
      try {
        return forced.throw(spec);
      } catch (error) {
        throw new UserError(`--dice: ${(error as Error).message}`);
      }
    },
  };
  let result;
  try {
    result = test.resolve(values, dice);
  } catch (error) {
    if (error instanceof RefereeInputError) throw new UserError(error.message);
    throw error;
  }
  if (forced && forced.remaining > 0) throw new UserError(`--dice: ${forced.remaining} more ${forced.remaining === 1 ? 'face' : 'faces'} given than the test throws`);
  io.out(opts['json'] ? `${JSON.stringify(result.json)}\n` : `${result.lines.join('\n')}\n`);
  return 0;
}

function parseForced(text: string): ForcedFaces {
  try {
    return ForcedFaces.parse(text);
  } catch (error) {
    throw new UserError((error as Error).message);
  }
}
