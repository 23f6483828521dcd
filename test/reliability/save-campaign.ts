import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SaveError } from '../../src/engine/errors.js';
import { openGame, type PlayRequest } from '../../src/play/open-game.js';
import { opfor, STACK_LINE, tempDir } from '../cli/run-cli.js';
import { playOffered, savesFolder, tableGame, until } from '../helpers/table-game.js';
import { damagedSave, type Damage } from './save-damage.js';

/** What damaging saves came to, by damage. */
export interface SaveTally {
  tried: number;
  /** By damage: how many were tried, set aside by play, and still resumed by play (the damage missed anything that matters). */
  readonly byDamage: Partial<Record<Damage, { tried: number; setAside: number; resumed: number }>>;
  /** `report` and `simulate --resume` of damaged saves: refused with a one-line located message, or read (the damage harmless). */
  refusedByCommands: number;
  readByCommands: number;
  /** Each fault, one line: a crash, a file overwritten or lost, another save touched. */
  readonly faults: string[];
}

/** The saves damaged copies are made of: a game at a real table half-way through a fact's questions, and a simulated battle stopped after a turn. */
export interface GoodSaves {
  /** A save `opfor play` wrote (Dogali, a few questions into an interview). */
  readonly play: Buffer;
  /** Another game's save, which must come through untouched. */
  readonly other: Buffer;
  /** A save `opfor simulate --save` wrote. */
  readonly simulated: Buffer;
}

/** Plays the games whose saves get damaged. */
export async function goodSaves(): Promise<GoodSaves> {
  const dir = savesFolder();
  const game = tableGame('guaitana/dogali', 2, 'app', dir);
  until(game, (g) => (g.interview?.answered ?? 0) > 0);
  const play = readFileSync(game.origin.savePath);
  const otherGame = tableGame('tyneside/bush-ambush', 2, 'app', savesFolder());
  playOffered(otherGame, 5);
  const simulatedPath = join(tempDir(), 'simulated.json');
  const run = await opfor('simulate', 'tyneside/river-crossing', '--seed', '4', '--save', simulatedPath, '--stop-after-turn', '1', '--json');
  if (run.code !== 0) throw new Error(run.err);
  return { play, other: readFileSync(otherGame.origin.savePath), simulated: readFileSync(simulatedPath) };
}

const playRequest = (resume: string | null): PlayRequest => ({ scenario: null, defaultScenario: 'tyneside/mission-station', seed: 1, dice: 'app', trace: null, resume });

/**
 * Damages the saves `count` times (the damages in turn) and opens each the ways a player does:
 * `opfor play` finding it among its saves (it must set it aside with the reason, or resume it
 * if the damage missed, and leave the other save alone), `opfor play --resume`, `opfor report`
 * and `opfor simulate --resume` (a one-line located refusal, the file untouched). Never a crash.
 */
export async function damageSaves(good: GoodSaves, count: number, seed: string): Promise<SaveTally> {
  const tally: SaveTally = { tried: 0, byDamage: {}, refusedByCommands: 0, readByCommands: 0, faults: [] };
  const previous = process.env['OPFOR_SAVES'];
  try {
    for (let i = 0; i < count; i++) {
      const dir = savesFolder();
      process.env['OPFOR_SAVES'] = dir;
      const fromPlay = damagedSave(good.play, i, `${seed}:play`);
      const what = `${fromPlay.damage} (${fromPlay.detail})`;
      const kind = (tally.byDamage[fromPlay.damage] ??= { tried: 0, setAside: 0, resumed: 0 });
      kind.tried++;
      tally.tried++;
      const damagedPath = join(dir, 'guaitana-dogali.json');
      const otherPath = join(dir, 'tyneside-bush-ambush.json');
      writeFileSync(otherPath, good.other);
      utimesSync(otherPath, new Date(2000, 0, 1), new Date(2000, 0, 1)); // older: the damaged save is tried first
      writeFileSync(damagedPath, fromPlay.bytes);
      const fault = (why: string) => tally.faults.push(`${what}: ${why}`);

      // play --resume names the save: it is refused in a located line, the file as it was, or played on
      try {
        exercise(openGame(playRequest(damagedPath)).startNew());
        writeFileSync(damagedPath, fromPlay.bytes); // played on, it was saved again: damage it again for what follows
      } catch (error) {
        if (!(error instanceof SaveError)) fault(`opfor play --resume failed: ${String(error)}`);
        else if (!error.message.startsWith(damagedPath)) fault(`opfor play --resume: not located: ${error.message}`);
        if (!readFileSync(damagedPath).equals(fromPlay.bytes)) fault('opfor play --resume refused the damaged save but changed it');
      }

      // play finds it among its saves
      try {
        const opening = openGame(playRequest(null));
        if (opening.offer?.savePath === damagedPath) {
          exercise(opening.offer.game);
          kind.resumed++;
        } else {
          const setAside = readdirSync(dir).find((f) => f.startsWith('guaitana-dogali-'));
          if (!setAside) fault('neither offered nor set aside');
          else if (!readFileSync(join(dir, setAside)).equals(fromPlay.bytes)) fault(`set aside as ${setAside}, but not as it was`);
          else if (!opening.notes.some((n) => n.startsWith(damagedPath) && n.includes(`kept as ${join(dir, setAside)}`))) fault(`set aside without a note saying why: ${JSON.stringify(opening.notes)}`);
          else kind.setAside++;
          if (existsSync(damagedPath)) fault('the damaged save is still in the way');
          if (opening.offer?.savePath !== otherPath) fault('the other unfinished game was not offered');
        }
      } catch (error) {
        fault(`opfor play failed: ${String(error)}`);
      }
      if (!readFileSync(otherPath).equals(good.other)) fault('the other save was changed');

      // report and simulate --resume of a damaged simulated battle
      const fromSimulate = damagedSave(good.simulated, i, `${seed}:simulate`);
      const file = join(tempDir(), 'battle.json');
      writeFileSync(file, fromSimulate.bytes);
      for (const args of [['report', file], ['simulate', '--resume', file, '--json']]) {
        const run = await opfor(...args);
        const said = `${fromSimulate.damage} (${fromSimulate.detail}): opfor ${args[0]}`;
        if (run.code === 0) tally.readByCommands++;
        else if (run.code === 1 && run.err.startsWith(`opfor: ${file}`) && !STACK_LINE.test(run.err)) tally.refusedByCommands++;
        else tally.faults.push(`${said}: exit ${run.code}: ${run.err.split('\n')[0]}`);
        if (!readFileSync(file).equals(fromSimulate.bytes)) tally.faults.push(`${said} changed the file`);
      }
    }
  } finally {
    if (previous === undefined) delete process.env['OPFOR_SAVES'];
    else process.env['OPFOR_SAVES'] = previous;
  }
  return tally;
}

/** Plays a resumed game on a little and takes answers back, as a player would: a damage that hid in the undo points shows here. */
function exercise(game: ReturnType<ReturnType<typeof openGame>['startNew']>): void {
  for (let k = 0; k < 3 && game.undo(); k++);
  playOffered(game, 3);
}
