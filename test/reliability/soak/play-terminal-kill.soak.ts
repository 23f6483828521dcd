import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import seedrandom from 'seedrandom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSave } from '../../../src/engine/save.js';
import { needBuiltCli } from '../judge.js';
import { report, soakCount } from './soak-settings.js';

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

const hasTmux = (() => {
  try {
    execFileSync('tmux', ['-V']);
    return true;
  } catch {
    return false;
  }
})();

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
    const saves = mkdtempSync(join(tmpdir(), 'opfor-soak-terminal-'));
    const save = join(saves, 'tyneside-mission-station.json');
    const tally = { kills: 0, resumedWhereSaved: 0, damagedSaves: 0, progress: [] as string[], faults: [] as string[] };
    let stood: string | null = null;
    for (let run = 0; run < kills; run++) {
      // exec: the pane's process is opfor itself, the one to kill
      tmux('new-session', '-d', '-s', SESSION, '-x', '80', '-y', '24', `exec env CI=true OPFOR_SAVES=${saves} NO_COLOR=1 ${process.execPath} ${BIN} play mission-station${run === 0 ? ' --seed 7' : ''}`);
      const pid = Number(tmux('list-panes', '-t', SESSION, '-F', '#{pane_pid}').trim());
      const first = await waitFor(['r resume it', 'q quit']);
      if (stood !== null) {
        if (!first.includes('r resume it')) tally.faults.push(`run ${run}: the game was not offered again`);
        tmux('send-keys', '-t', SESSION, 'r');
        await waitFor(['q quit']);
        const now = standing(save);
        if (now === stood) tally.resumedWhereSaved++;
        else tally.faults.push(`run ${run}: resumed at ${now}, the save stood at ${stood}`);
      }
      const until = Date.now() + 300 + Math.floor(random() * 3000);
      while (Date.now() < until) {
        tmux('send-keys', '-t', SESSION, 'Enter');
        await sleep(40);
      }
      execFileSync('kill', ['-9', String(pid)]);
      tally.kills++;
      await sleep(200);
      try {
        tmux('kill-session', '-t', SESSION);
      } catch {
        // the pane closed with its process
      }
      try {
        stood = standing(save);
        tally.progress.push(stood);
      } catch (error) {
        tally.damagedSaves++;
        tally.faults.push(`run ${run}: ${(error as Error).message.split('\n')[0]}`);
        stood = null;
      }
    }
    report('play-terminal-kill', { ...tally, files: existsSync(saves) ? readdirSync(saves) : [] });
    expect(tally.faults).toEqual([]);
    expect(tally.resumedWhereSaved).toBe(kills - 1);
  });
});
