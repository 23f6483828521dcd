import type { Command } from 'commander';
import { allRulesets } from '../../../registry/index.js';
import { loadScenarioFile } from '../../scenario/load.js';
import { ScenarioError } from '../../scenario/problems.js';
import { scenarioTitle } from '../battle-result.js';
import type { CliContext, Io } from '../io.js';
import { shippedScenarios } from '../scenario-path.js';

/** `opfor list`: the rulesets opfor plays and the scenarios shipped for each. */
export function registerList(program: Command, ctx: CliContext): void {
  program
    .command('list')
    .description('list the rulesets and the scenarios shipped with opfor')
    .action(() => {
      ctx.exitCode = list(ctx.io);
    });
}

/** Prints each ruleset (id and name) and, indented under it, its shipped scenarios (name and title). */
export function list(io: Io): number {
  const lines: string[] = [];
  for (const ruleset of allRulesets()) {
    lines.push(`${ruleset.id} — ${ruleset.name}`);
    const shipped = shippedScenarios(ruleset.id);
    if (shipped.length === 0) lines.push('    (no scenarios yet)');
    const width = Math.max(0, ...shipped.map((s) => s.name.length));
    for (const s of shipped) lines.push(`    ${s.name.padEnd(width)}  ${titleOf(s.file)}`);
  }
  io.out(`${lines.join('\n')}\n`);
  return 0;
}

function titleOf(file: string): string {
  try {
    return scenarioTitle(loadScenarioFile(file).scenario);
  } catch (error) {
    if (error instanceof ScenarioError) return `(has problems: run opfor check ${file})`;
    throw error;
  }
}
