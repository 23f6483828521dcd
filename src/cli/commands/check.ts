import type { Command } from 'commander';
import { loadScenarioFile } from '../../scenario/load.js';
import { formatProblem, ScenarioError } from '../../scenario/problems.js';
import { scenarioTitle } from '../battle-result.js';
import type { CliContext, Io } from '../io.js';

/** `opfor check FILE...`: validates scenario files and reports every problem, located. */
export function registerCheck(program: Command, ctx: CliContext): void {
  program
    .command('check')
    .description('validate scenario files: every problem at once, each as file:line:col: field: expected …, found …; exit 1 if any')
    .argument('<files...>', 'scenario files (YAML or JSON)')
    .action((files: string[]) => {
      ctx.exitCode = check(files, ctx.io);
    });
}

/** Checks each file; 0 when all are usable, 1 when any has a problem. */
export function check(files: readonly string[], io: Io): number {
  let failed = false;
  for (const file of files) {
    try {
      const { ruleset, scenario } = loadScenarioFile(file);
      io.out(`${file}: ok — ${scenarioTitle(scenario)} (${ruleset.name})\n`);
    } catch (error) {
      if (!(error instanceof ScenarioError)) throw error;
      failed = true;
      io.out(error.problems.map((p) => `${formatProblem(p)}\n`).join(''));
    }
  }
  return failed ? 1 : 0;
}
