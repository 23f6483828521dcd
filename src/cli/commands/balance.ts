import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { Option, type Command } from 'commander';
import { runPlan } from '../../balance/pool.js';
import { valueSetups } from '../../balance/figures.js';
import type { BalancePlan, Setup } from '../../balance/plan.js';
import { NO_PROGRESS, progressBar } from '../../balance/progress.js';
import { resultJson, resultTable, seatValues, sweepCsv, sweepJson, sweepTable, valueJson, valueTable } from '../../balance/report.js';
import { SWEEPS, temperamentSetups, type Sweep } from '../../balance/sweep.js';
import { parseScenario } from '../../scenario/load.js';
import { ScenarioError } from '../../scenario/problems.js';
import { scenarioTitle } from '../battle-result.js';
import { UserError, wholeNumber, type CliContext, type Io } from '../io.js';
import { resolveScenario, scenarioName } from '../scenario-path.js';
import { commandersFor, policyPairs, temperamentPairs, type CommanderOptions } from '../side-options.js';

/** Battles `opfor balance` plays when `--battles` is not given. */
export const DEFAULT_BATTLES = 100;

interface BalanceOptions extends CommanderOptions {
  battles?: string;
  seed?: string;
  json?: boolean;
  csv?: boolean;
  value?: boolean;
  sweep?: Sweep;
  workers?: string;
}

/** `opfor balance`: many headless battles of a scenario, and who wins them. */
export function registerBalance(program: Command, ctx: CliContext): void {
  program
    .command('balance')
    .description('play many headless battles of a scenario on all cores and measure who wins, with 95% intervals')
    .argument('<scenario>', 'a scenario file, or a shipped scenario name (mission-station, tyneside/mirror)')
    .option('--battles <n>', `battles to play (default ${DEFAULT_BATTLES}; with --value, per set-up; with --sweep, per combination)`)
    .option('--seed <n>', 'the first seed: battles use seeds S, S+1, … (default 1)')
    .option('--policy <side=policy>', 'how opfor plays a side: opfor (the commander, default), random or passive; repeatable', policyPairs)
    .option('--temperament <side=temperament>', "the commander's temperament on a side: bold, measured or cautious (default: the scenario's); repeatable", temperamentPairs)
    .option('--value', "the commander's value in each seat: its win rate there minus random's, the other seat the commander's")
    .addOption(new Option('--sweep <switch>', 'a table of win rates for every setting of a scenario switch').choices(SWEEPS))
    .option('--json', 'print only the result, as one line of JSON')
    .option('--csv', 'with --sweep: print the table as CSV')
    .option('--workers <n>', `worker threads (default: the machine's ${availableParallelism()} cores)`)
    .action(async (scenario: string, options: BalanceOptions) => {
      ctx.exitCode = await balance(scenario, options, ctx.io);
    });
}

async function balance(scenarioArg: string, options: BalanceOptions, io: Io): Promise<number> {
  const battles = options.battles === undefined ? DEFAULT_BATTLES : wholeNumber('--battles', options.battles, 1);
  const first = options.seed === undefined ? 1 : wholeNumber('--seed', options.seed);
  const workers = options.workers === undefined ? availableParallelism() : wholeNumber('--workers', options.workers, 1);
  if (options.value && options.sweep) throw new UserError('give --value or --sweep, not both');
  if (options.value && options.policy) throw new UserError('--value sets the policies itself (the commander, then random, in each seat): drop --policy');
  if (options.csv && !options.sweep) throw new UserError('--csv prints a sweep\'s table: add --sweep temperament, or use --json');
  if (options.csv && options.json) throw new UserError('give --json or --csv, not both');

  const { path, label } = resolveScenario(scenarioArg);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ScenarioError([{ file: label, path: '', message: `cannot read the file (${(error as NodeJS.ErrnoException).code ?? 'error'})` }]);
  }
  const { ruleset, scenario } = parseScenario(label, text);
  const sides = ruleset.sides(scenario);
  const base = commandersFor(sides, options);
  const setups: Setup[] = options.value ? valueSetups(base) : options.sweep ? temperamentSetups(base, new Set(Object.keys(options.temperament ?? {}))) : [base];
  const plan: BalancePlan = { scenario: { label, text }, sides: sides.map((s) => s.id), setups, seeds: { first, count: battles } };

  const quiet = options.json || options.csv || !process.stderr.isTTY;
  const progress = quiet ? NO_PROGRESS : progressBar();
  let tallies;
  try {
    tallies = await runPlan(plan, workers, progress.update);
  } finally {
    progress.stop();
  }

  const name = scenarioName(label);
  const title = scenarioTitle(scenario);
  let lines: string[];
  if (options.value) {
    const seats = seatValues(tallies);
    lines = options.json ? [JSON.stringify(valueJson(name, battles, seats))] : valueTable(title, battles, seats);
  } else if (options.sweep) {
    lines = options.json ? [JSON.stringify(sweepJson(name, options.sweep, setups, tallies))] : options.csv ? sweepCsv(setups, tallies) : sweepTable(title, setups, tallies);
  } else {
    lines = options.json ? [JSON.stringify(resultJson(name, base, tallies[0]!))] : resultTable(title, base, tallies[0]!, first);
  }
  io.out(`${lines.join('\n')}\n`);
  return 0;
}
