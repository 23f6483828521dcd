import { readFileSync } from 'node:fs';
import { render } from 'ink';
import type { Io } from '../../cli/io.js';
import { resolveScenario, scenarioName } from '../../cli/scenario-path.js';
import { TraceFile } from '../../engine/trace-file.js';
import { WatchedBattle } from '../../play/watched-battle.js';
import { parseScenario } from '../../scenario/load.js';
import { Sized } from '../screen-size.js';
import { themeFor } from '../theme.js';
import { WatchApp } from './WatchApp.js';
import { commandersFor, givesCommanders, type CommanderOptions } from '../../cli/side-options.js';

/** Runs `opfor watch` in the terminal; returns the exit code. A bad scenario throws before the screen opens. */
export async function watchInTerminal(options: { scenario: string; seed: number; pace: number | null; trace: string | null; commanders?: CommanderOptions }, io: Io): Promise<number> {
  const resolved = resolveScenario(options.scenario);
  const loaded = parseScenario(resolved.label, readFileSync(resolved.path, 'utf8'));
  const given = options.commanders ?? {};
  const commanders = givesCommanders(given) ? commandersFor(loaded.ruleset.sides(loaded.scenario), given) : undefined;
  const trace = options.trace === null ? null : TraceFile.open(options.trace);
  try {
    const battle = WatchedBattle.start(loaded, options.seed, trace?.options({ scenario: scenarioName(resolved.label), seed: options.seed }) ?? null, commanders);
    const app = render(<Sized>{(size) => <WatchApp battle={battle} {...size} theme={themeFor()} pace={options.pace} />}</Sized>);
    await app.waitUntilExit();
    if (battle.over) io.out(`Watched to the end: ${battle.session.outcome!.why}.\n`);
    if (options.trace !== null) io.out(`The battle trace, as far as you watched, is in ${options.trace}.\n`);
  } finally {
    trace?.close();
  }
  return 0;
}
