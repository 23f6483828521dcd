import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasTmux } from '../helpers/has-tmux.js';

/**
 * `opfor play` in a real terminal: tmux runs the built program in an 80×24 pane; the test
 * types with send-keys and reads the screen with capture-pane, as a player would.
 */
const BIN = resolve('dist/src/cli/main.js');
const SESSION = `opfor-test-${process.pid}`;
const saves = mkdtempSync(join(tmpdir(), 'opfor-tmux-'));

// a server of its own (-L), so the player's tmux and its settings play no part
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', SESSION, '-f', '/dev/null', ...args], { encoding: 'utf8' });
const screen = () => tmux('capture-pane', '-p', '-J', '-t', SESSION); // -J: wrapped lines joined
const keys = (...k: string[]) => tmux('send-keys', '-t', SESSION, ...k);

/** Waits until the screen shows `text` (the program draws asynchronously); fails with the screen after 15 s. */
async function waitFor(text: string): Promise<string> {
  for (let waited = 0; waited < 15_000; waited += 50) {
    const shown = screen();
    if (shown.includes(text)) return shown;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the screen never showed "${text}":\n${screen()}`);
}

/** The prompt's heading: the line under the rule that separates the feed from the prompt. */
function heading(shown: string): string {
  const lines = shown.split('\n');
  return lines[lines.findIndex((l) => l.startsWith('────')) + 1] ?? '';
}

/**
 * Gives the program a moment after its first prompt is drawn: Ink listens for keys only once the
 * frame is committed, so a key sent the instant the frame shows can be lost on a busy machine.
 */
function inputReady(): Promise<void> {
  return new Promise((r) => setTimeout(r, 500));
}

/** Waits until the prompt's heading is no longer `was` (a screen or a heading). */
async function waitForChange(was: string): Promise<string> {
  const old = was.includes('\n') ? heading(was) : was;
  for (let waited = 0; waited < 15_000; waited += 50) {
    const shown = screen();
    if (heading(shown) !== old && heading(shown) !== '') return shown;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the prompt stayed at "${old}":\n${screen()}`);
}

function start(args: string): void {
  // The pane stays open after the program exits, so its last words can be read. CI=true: a
  // shell may carry a CI flag, and the screen must still be drawn (it once stayed blank).
  const command = `CI=true OPFOR_SAVES=${saves} NO_COLOR=1 ${process.execPath} ${BIN} ${args}; echo "[exit $?]"; sleep 60`;
  // The session just killed was the server's last, so the server is on its way out: a new
  // session sent in that moment can meet it exiting ("server exited unexpectedly"). Try again.
  for (let attempt = 1; ; attempt++) {
    try {
      tmux('new-session', '-d', '-s', SESSION, '-x', '80', '-y', '24', command);
      return;
    } catch (error) {
      if (attempt === 10) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
}

afterAll(() => {
  try {
    tmux('kill-server');
  } catch {
    // already gone
  }
});

describe.runIf(hasTmux)('opfor play in tmux', () => {
  it('runs the built program (npm test builds it first), executable for npx opfor', () => {
    expect(existsSync(BIN)).toBe(true);
    expect(statSync(BIN).mode & 0o111).not.toBe(0);
  });

  it('starts, plays a few steps, quits, offers to resume and resumes at the same question', async () => {
    start('play mission-station --seed 7');
    const first = await waitFor('Space tick · Enter');
    expect(first).toContain(' opfor  Turn 1 · british · Step 1');
    expect(heading(first)).toBe('T30.1 Which units are in terrain?');
    await inputReady();
    keys('Space', 'Enter');
    const second = heading(await waitForChange(first));
    keys('Enter');
    const third = await waitForChange(second);
    keys('u');
    expect(heading(await waitForChange(third))).toBe(second);
    keys('Enter');
    const before = await waitForChange(second);
    keys('q');
    const after = await waitFor('[exit 0]');
    expect(after).toContain(`Saved to ${join(saves, 'tyneside-mission-station.json')}.`);
    expect(readdirSync(saves)).toEqual(['tyneside-mission-station.json']);
    tmux('kill-session', '-t', SESSION);

    start('play');
    const offer = await waitFor('r resume it');
    expect(offer).toContain("An unfinished game is waiting: The Mission Station: Rorke's Drift");
    keys('r');
    const resumed = await waitFor(heading(before));
    expect(resumed.split('\n').slice(-6)).toEqual(before.split('\n').slice(-6));
    // Ctrl-C leaves as q does, and says where the game is kept
    keys('C-c');
    expect(await waitFor('[exit 0]')).toContain(`Saved to ${join(saves, 'tyneside-mission-station.json')}.`);
  });

  it('plays Guaitana Capitano: the C-in-C, the order of moves, the hidden natives weighed, a native moves on the table', async () => {
    tmux('kill-session', '-t', SESSION);
    start('play guaitana/dogali --seed 3');
    // the player's own C-in-C is asked his action straight away (no checklist of his reach first)
    let shown = await waitFor('(offered) no new order');
    expect(shown).toContain("De Cristoforis' action");
    expect(shown).toContain(' opfor  Turn 1 · 1 Orders');
    await inputReady();
    const headings: string[] = [];
    for (let i = 0; i < 12 && !shown.includes('▶ ON THE TABLE'); i++) {
      headings.push(heading(shown));
      keys('Enter');
      shown = await waitForChange(shown);
    }
    expect(headings).toContain("G9.1: which unit of De Cristoforis' column moves next");
    expect(headings).toContain('G9.2 Hidden units: an ambush?');
    expect(shown).toContain("▶ ON THE TABLE: Ras Alula's riflemen (Remingtons) moves 20 cm along its line");
    keys('q');
    expect(await waitFor('[exit 0]')).toContain(`Saved to ${join(saves, 'guaitana-dogali.json')}.`);
    tmux('kill-session', '-t', SESSION);
  });
});
