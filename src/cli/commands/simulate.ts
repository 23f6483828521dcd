import type { Command } from 'commander';
import { SeededDice } from '../../dice/seeded-dice.js';
import { opforOnly } from '../../engine/answering.js';
import { readSave, resumeSession, writeSave } from '../../engine/save.js';
import { Session } from '../../engine/session.js';
import { parseScenario, readScenarioText } from '../../scenario/load.js';
import { finalOutcome, resultJson, scenarioTitle } from '../battle-result.js';
import { UserError, wholeNumber, type CliContext, type Io } from '../io.js';
import { narrateText, playedUntil, resultText } from '../narrate.js';
import { resolveScenario, savedHeading, scenarioName } from '../scenario-path.js';
import { TraceFile } from '../../engine/trace-file.js';
import { commandersFor, givesCommanders, policyPairs, temperamentPairs, type CommanderOptions } from '../side-options.js';

interface SimulateOptions extends CommanderOptions {
  seed?: string;
  json?: boolean;
  maxTurns?: string;
  save?: string;
  stopAfterTurn?: string;
  resume?: string;
  trace?: string;
}

/** `opfor simulate`: one headless battle, AI against AI on the virtual table. */
export function registerSimulate(program: Command, ctx: CliContext): void {
  program
    .command('simulate')
    .description('play one battle headless, the AI on both sides, and print the narration or the result')
    .argument('[scenario]', 'a scenario file, or a shipped scenario name (mission-station, tyneside/mission-station)')
    .option('--seed <n>', 'seed of the dice (default 1)')
    .option('--policy <side=policy>', 'how opfor plays a side: opfor (the commander, default), random or passive; repeatable', policyPairs)
    .option('--temperament <side=temperament>', "the commander's temperament on a side: bold, measured or cautious (default: the scenario's); repeatable", temperamentPairs)
    .option('--json', 'print only the result, as one line of JSON')
    .option('--max-turns <n>', 'stop after this many turns and score the battle as it stands')
    .option('--save <file>', 'write the battle to this save file')
    .option('--stop-after-turn <n>', 'with --save: stop and save when this turn is over')
    .option('--resume <file>', 'continue a saved battle to its end (the file is left as it was unless --save names it)')
    .option('--trace <file>', 'write the battle trace to this file, a JSON line per event (with --resume, the whole battle from its start)')
    .action((scenario: string | undefined, options: SimulateOptions) => {
      const trace = options.trace === undefined ? null : TraceFile.open(options.trace);
      try {
        ctx.exitCode = simulate(scenario, options, ctx.io, trace);
      } finally {
        trace?.close();
      }
    });
}

/** A battle ready to play on: the session and what the result and the save need to know. */
interface Battle {
  readonly session: Session<object>;
  readonly file: string;
  readonly text: string;
  readonly title: string;
  readonly seed: number | string;
  readonly maxTurns: number | null;
  /** The log entry narration starts from. */
  readonly narrateFrom: number;
}

function simulate(scenarioArg: string | undefined, options: SimulateOptions, io: Io, trace: TraceFile | null): number {
  const stopAfter = options.stopAfterTurn === undefined ? null : wholeNumber('--stop-after-turn', options.stopAfterTurn, 1);
  if (stopAfter !== null && !options.save) throw new UserError('--stop-after-turn needs --save FILE, to keep the battle in');
  const battle = options.resume ? resumed(options.resume, scenarioArg, options, trace) : started(scenarioArg, options, trace);
  const { session, maxTurns } = battle;
  if (stopAfter !== null && session.step && session.step.turn > stopAfter) {
    throw new UserError(`--stop-after-turn ${stopAfter}: the saved battle is already in turn ${session.step.turn}`);
  }
  let outcome = finalOutcome(session, maxTurns);
  if (!outcome) {
    const cap = Math.min(stopAfter ?? Infinity, maxTurns ?? Infinity);
    const why = session.advance(cap === Infinity ? undefined : (step) => step.turn > cap);
    if (why === 'pending') throw new Error('simulate: the battle waits for a human although the AI plays every side');
    outcome = finalOutcome(session, maxTurns);
  }
  if (options.save) writeSave(options.save, session, { scenario: { file: battle.file, text: battle.text }, seed: battle.seed, maxTurns, outcome });

  const { title } = battle;
  const turnOver = (session.step?.turn ?? 1) - 1;
  if (options.json) {
    if (outcome) {
      const { id: ruleset } = session.ruleset;
      io.out(`${resultJson({ ruleset, scenario: scenarioName(battle.file), title, seed: battle.seed, outcome, rolls: session.diceThrown, saved: options.save })}\n`);
    } else {
      io.out(`${JSON.stringify({ saved: options.save, turn: turnOver, status: 'in-progress', rolls: session.diceThrown })}\n`);
    }
    return 0;
  }
  const lines = [
    ...(options.resume ? [`Resuming ${title} from ${options.resume}.`] : [`${title} (${session.ruleset.name}), seed ${battle.seed}`]),
    ...narrateText(session.log, battle.narrateFrom, playedUntil(session.log, session.outcome !== null)),
    '',
    ...(outcome ? resultText(outcome) : [`Saved after turn ${turnOver} to ${options.save}; continue with: opfor simulate --resume ${options.save} (add --save ${options.save} to keep the end in the file too)`]),
    ...(outcome && options.save ? [`Saved to ${options.save}.`] : []),
  ];
  io.out(`${lines.join('\n')}\n`);
  return 0;
}

function started(scenarioArg: string | undefined, options: SimulateOptions, trace: TraceFile | null): Battle {
  if (!scenarioArg) throw new UserError('name a scenario (a file, or a shipped name such as mission-station), or give --resume FILE');
  const seed = options.seed === undefined ? 1 : wholeNumber('--seed', options.seed);
  const maxTurns = options.maxTurns === undefined ? null : wholeNumber('--max-turns', options.maxTurns, 1);
  const { path, label: file } = resolveScenario(scenarioArg);
  const text = readScenarioText(path, file);
  const { ruleset, scenario } = parseScenario(file, text);
  const heading = { scenario: scenarioName(file), seed };
  const sides = ruleset.sides(scenario);
  const commanders = givesCommanders(options) ? commandersFor(sides, options) : undefined;
  const session = Session.start(ruleset, scenario, opforOnly(sides, commanders), SeededDice.fromSeed(seed), null, trace?.options(heading) ?? null);
  return { session, file, text, title: scenarioTitle(scenario), seed, maxTurns, narrateFrom: 0 };
}

function resumed(path: string, scenarioArg: string | undefined, options: SimulateOptions, trace: TraceFile | null): Battle {
  if (scenarioArg) throw new UserError(`give either a scenario or --resume FILE, not both (the save ${path} holds its scenario)`);
  if (options.seed !== undefined) throw new UserError('--seed: a resumed battle keeps the seed it was saved with');
  if (options.maxTurns !== undefined) throw new UserError('--max-turns: a resumed battle keeps the turn cap it was saved with');
  if (givesCommanders(options)) throw new UserError('--policy, --temperament: a resumed battle keeps the commanders it was saved with');
  const save = readSave(path);
  // a game at a real table has no virtual table to play on, and a human's side to answer for
  if (save.answering.table === 'real') throw new UserError(`${path} is a game at a real table (opfor play): go on with \`opfor play --resume ${path}\`; simulate plays only battles opfor fights on its virtual table`);
  const { session, loaded } = resumeSession(save, path, trace?.options(savedHeading(save)) ?? null);
  let lastStep = session.log.length - 1;
  while (lastStep > 0 && session.log[lastStep]?.kind !== 'step') lastStep--;
  return {
    session,
    file: save.scenario.file,
    text: save.scenario.text,
    title: scenarioTitle(loaded.scenario),
    seed: save.seed,
    maxTurns: save.maxTurns,
    narrateFrom: Math.max(0, lastStep),
  };
}
