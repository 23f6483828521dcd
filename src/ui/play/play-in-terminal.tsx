import { render } from 'ink';
import type { Io } from '../../cli/io.js';
import type { DiceMode } from '../../engine/answering.js';
import type { Temperament } from '../../engine/ruleset.js';
import { DEFAULT_SCENARIO } from '../../cli/commands/play.js';
import { themeFor } from '../theme.js';
import { PlayApp, type PlayEnd } from './PlayApp.js';
import { Sized } from '../screen-size.js';

/**
 * Runs `opfor play` in the terminal: Ink draws its first frame at once, the engine loads
 * behind it. Returns the exit code; what the player should know next is printed after the
 * screen closes.
 */
export async function playInTerminal(options: { scenario: string | null; seed: number | null; dice: DiceMode; trace: string | null; resume: string | null; temperament?: Readonly<Record<string, Temperament>> | null }, io: Io): Promise<number> {
  let ended: PlayEnd = { kind: 'left' };
  const request = { ...options, defaultScenario: DEFAULT_SCENARIO };
  const open = async (r: typeof request) => (await import('../../play/open-game.js')).openGame(r);
  const app = render(<Sized>{(size) => <PlayApp request={request} open={open} {...size} theme={themeFor()} onEnd={(e) => (ended = e)} />}</Sized>);
  await app.waitUntilExit();
  return (await import('./after-play.js')).afterPlay(ended, io);
}
