import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { BattleOutcome } from '../../engine/ruleset.js';
import { readSave, resumeSession, type ResumedGame } from '../../engine/save.js';
import { scenarioTitle } from '../battle-result.js';
import { UserError, type CliContext } from '../io.js';
import { narrateMarkdown, playedUntil } from '../narrate.js';
import { savedHeading, scenarioName } from '../scenario-path.js';
import { TraceFile } from '../../engine/trace-file.js';
import { capitalised } from '../../engine/english.js';

/** `opfor report SAVE [-o FILE]`: a Markdown battle report from a save. */
export function registerReport(program: Command, ctx: CliContext): void {
  program
    .command('report')
    .description('write a Markdown battle report from a save file')
    .argument('<save>', 'a save file (opfor simulate --save FILE)')
    .option('-o, --output <file>', 'write the report to this file instead of standard output')
    .option('--trace <file>', 'also write the battle trace to this file, a JSON line per event')
    .action((path: string, options: { output?: string; trace?: string }) => {
      const save = readSave(path);
      const trace = options.trace === undefined ? null : TraceFile.open(options.trace);
      let game: ResumedGame;
      try {
        game = resumeSession(save, path, trace?.options(savedHeading(save)) ?? null);
      } finally {
        trace?.close();
      }
      const markdown = battleReport(game);
      if (!options.output) {
        ctx.io.out(markdown);
      } else {
        try {
          writeFileSync(options.output, markdown);
        } catch (error) {
          throw new UserError(`${options.output}: cannot write the report (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
        }
        ctx.io.out(`Wrote the report to ${options.output}\n`);
      }
      ctx.exitCode = 0;
    });
}

/** The report: title, history note, sides and forces, the battle turn by turn with the why of each action, the result and the casualties. */
export function battleReport({ session, loaded, save }: ResumedGame): string {
  const scenario = loaded.scenario as { history?: unknown; sides?: unknown };
  const sides = loaded.ruleset.sides(loaded.scenario);
  const sideName = (id: string) => sides.find((s) => s.id === id)?.name ?? id;
  const outcome: BattleOutcome = save.outcome ?? session.ruleset.outcome(session.state, session.actor.getSnapshot());
  const turnOver = Math.max(0, (session.step?.turn ?? 1) - 1);
  const lines = [
    `# ${scenarioTitle(loaded.scenario)}`,
    '',
    `*${loaded.ruleset.name} · scenario ${scenarioName(save.scenario.file)} · seed ${save.seed} · ${save.status === 'finished' ? 'finished' : `in progress after turn ${turnOver}`}*`,
    ...(typeof scenario.history === 'string' ? ['', scenario.history.trim()] : []),
    '',
    '## Sides and forces',
    ...sides.flatMap((side) => {
      const plays = save.answering.players[side.id] === 'human' ? 'played by the human' : 'played by opfor';
      return ['', `### ${side.name} (\`${side.id}\`, ${plays})`, '', ...forcesOf(scenario.sides, side.id)].slice(0, -1);
    }),
    '',
    '## The battle',
    ...narrateMarkdown(session.log, playedUntil(session.log, session.outcome !== null)),
    '',
    '## Result',
    '',
    save.status === 'finished'
      ? `**${outcome.winner === 'draw' ? 'A draw' : `${sideName(outcome.winner)} win`}** after ${outcome.turns} ${outcome.turns === 1 ? 'turn' : 'turns'}: ${outcome.why.replace(/\.$/, '')}.`
      : `**Battle in progress** after turn ${turnOver}: no result yet. Casualties so far:`,
    '',
    '| Side | Units at start | Units left | Figures at start | Figures left | Figures lost |',
    '|---|---:|---:|---:|---:|---:|',
    ...Object.entries(outcome.sides).map(
      ([id, t]) => `| ${sideName(id)} | ${t.unitsStart} | ${t.unitsEnd} | ${t.figuresStart} | ${t.figuresEnd} | ${t.figuresStart - t.figuresEnd} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * The forces a scenario gives a side: every list of named entries under the side (leaders,
 * groups, ...), a bullet each with what it says of its figures, role, class and weapons.
 */
function forcesOf(scenarioSides: unknown, sideId: string): string[] {
  const side = Array.isArray(scenarioSides) ? (scenarioSides as Record<string, unknown>[]).find((s) => s?.['id'] === sideId) : undefined;
  const lines: string[] = [];
  for (const [field, value] of Object.entries(side ?? {})) {
    const named = Array.isArray(value) ? (value as Record<string, unknown>[]).filter((e) => typeof e?.['name'] === 'string') : [];
    if (named.length === 0) continue;
    lines.push(`**${capitalised(field)}**`, '', ...named.map(describeEntry), '');
  }
  return lines.length > 0 ? lines : ['(forces not listed)', ''];
}

function describeEntry(entry: Record<string, unknown>): string {
  const details = [
    typeof entry['figures'] === 'number' ? `${entry['figures']} figures` : null,
    typeof entry['role'] === 'string' ? entry['role'] : null,
    typeof entry['class'] === 'string' ? entry['class'] : null,
    Array.isArray(entry['weapons']) ? (entry['weapons'] as { weapon?: unknown }[]).map((w) => String(w?.weapon ?? w)).join(' and ') : null,
  ].filter((d): d is string => d !== null);
  return `- ${String(entry['name'])}${details.length > 0 ? ` — ${details.join(', ')}` : ''}`;
}
