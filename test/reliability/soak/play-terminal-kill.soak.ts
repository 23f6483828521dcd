import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import seedrandom from 'seedrandom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSave } from '../../../src/engine/save.js';
import { needBuiltCli } from '../judge.js';
import { report, soakCount } from './soak-settings.js';
import { hasTmux } from '../../helpers/has-tmux.js';

/**
 * `opfor play` itself, the built program in a tmux pane (a real terminal), answered by Enter
 * as fast as it draws, killed with SIGKILL at seeded random moments and started again.
 */
const BIN = resolve('dist/src/cli/main.js');
const SESSION = `opfor-soak-${process.pid}`;
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', SESSION, '-f', '/dev/null', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const screen = () => tmux('capture-pane', '-p', '-J', '-t', SESSION);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(texts: string[], ms = 60_000): Promise<string> {
  for (let waited = 0; waited < ms; waited += 50) {
    const shown = screen();
    if (texts.some((t) => shown.includes(t))) return shown;
    await sleep(50);
  }
  throw new Error(`the screen never showed ${texts.join(' or ')}:\n${screen()}`);
}

/** Where a save stands: requests answered, and replies given in the interview left half done. */
function standing(path: string): string {
  const save = readSave(path);
  return `${save.requestsAnswered}.${save.interview?.length ?? 0}`;
}

beforeAll(needBuiltCli);
afterAll(() => {
  try {
    tmux('kill-server');
  } catch {
    // already gone
  }
});

describe.runIf(hasTmux)('soak: opfor play in a terminal, killed (kill -9) while answered', () => {
  it('the save always reads back; started again, play offers the game and resumes it where its save stood', async () => {
    const kills = soakCount('TERMINAL_KILLS', 12);
    const random = seedrandom('soak: terminal');
    let saves = mkdtempSync(join(tmpdir(), 'opfor-soak-terminal-'));
    const save = () => join(saves, 'tyneside-mission-station.json');
    const tally = { kills: 0, resumedWhereSaved: 0, battlesPlayedToTheEnd: 0, damagedSaves: 0, progress: [] as string[], faults: [] as string[] };
    let stood: string | null = null;
    for (let run = 0; tally.kills < kills && run < 3 * kills; run++) {
      // the pane stays open after opfor exits, so how it ended can be read
      tmux('new-session', '-d', '-s', SESSION, '-x', '80', '-y', '24', `env CI=true OPFOR_SAVES=${saves} NO_COLOR=1 ${process.execPath} ${BIN} play mission-station${stood === null ? ' --seed 7' : ''}; echo "[exit $?]"; sleep 600`);
      const shell = tmux('list-panes', '-t', SESSION, '-F', '#{pane_pid}').trim();
      const first = await waitFor(['r resume it', 'q quit']);
      const pid = execFileSync('pgrep', ['-P', shell], { encoding: 'utf8' }).trim();
      if (stood !== null) {
        if (!first.includes('r resume it')) tally.faults.push(`run ${run}: the game was not offered again`);
        tmux('send-keys', '-t', SESSION, 'r');
        await waitFor(['q quit']);
        const now = standing(save());
        if (now === stood) tally.resumedWhereSaved++;
        else tally.faults.push(`run ${run}: resumed at ${now}, the save stood at ${stood}`);
      }
      const until = Date.now() + 300 + Math.floor(random() * 3000);
      let exited: string | null = null;
      while (Date.now() < until && exited === null) {
        tmux('send-keys', '-t', SESSION, 'Enter');
        await sleep(40);
        exited = /\[exit (\d+)\]/.exec(screen())?.[1] ?? null;
      }
      if (exited === null) {
        execFileSync('kill', ['-9', pid]);
        tally.kills++;
        await sleep(200);
      }
      tmux('kill-session', '-t', SESSION);
      try {
        const read = readSave(save());
        if (exited !== null) {
          // Enter at the end of the battle leaves the screen: a new game, in a new folder, comes next
          if (exited !== '0' || read.status !== 'finished') tally.faults.push(`run ${run}: opfor exited (${exited}) with the battle ${read.status}`);
          else tally.battlesPlayedToTheEnd++;
          saves = mkdtempSync(join(tmpdir(), 'opfor-soak-terminal-'));
          stood = null;
          continue;
        }
        stood = standing(save());
        tally.progress.push(stood);
      } catch (error) {
        tally.damagedSaves++;
        tally.faults.push(`run ${run}: ${(error as Error).message.split('\n')[0]}`);
        stood = null;
      }
    }
    report('play-terminal-kill', { ...tally, files: existsSync(saves) ? readdirSync(saves) : [] });
    expect(tally.faults).toEqual([]);
    expect(tally.kills).toBe(kills);
    expect(tally.resumedWhereSaved).toBeGreaterThanOrEqual(kills - 1 - tally.battlesPlayedToTheEnd);
  });
});
