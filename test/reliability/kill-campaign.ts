import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { readSave } from '../../src/engine/save.js';
import type { TableGame } from '../../src/play/table-game.js';
import { openScripted, position, replyOffered } from './scripted-player.mjs';

const PLAYER = 'test/reliability/scripted-player.mjs';

/** What killing a game's process again and again came to. */
export interface KillTally {
  readonly scenario: string;
  kills: number;
  /** Killed before the game was open (reading the save, replaying it). */
  killedWhileOpening: number;
  /** The restarted game stood where the last reply the player saw taken left it. */
  resumedAtLastReply: number;
  /** The restarted game also had the reply being given when the process was killed. */
  resumedWithReplyInFlight: number;
  /** Killed after the battle's last reply, or while it was taken (and before the process ended): the next run rightly starts anew. */
  killedAfterTheEnd: number;
  /** Save files that did not read back after a kill (must stay 0). */
  damagedSaves: number;
  /** Temporary files a kill left beside the save (harmless: never read). */
  leftTemporaryFiles: number;
  /** Replies given across all the runs. */
  replies: number;
  /** Each fault, one line. */
  readonly faults: string[];
}

/** The positions an uninterrupted game passes through, worked out on demand in this process. */
class ReferenceGame {
  private readonly positions: string[];
  private readonly game: TableGame;

  constructor(scenario: string, seed: number) {
    const previous = process.env['OPFOR_SAVES'];
    process.env['OPFOR_SAVES'] = mkdtempSync(join(tmpdir(), 'opfor-kill-reference-'));
    try {
      this.game = openScripted(scenario, seed).game;
    } finally {
      if (previous === undefined) delete process.env['OPFOR_SAVES'];
      else process.env['OPFOR_SAVES'] = previous;
    }
    this.positions = [position(this.game)];
  }

  /** The position after `position`, or null when the battle ends there. */
  after(at: string): string | null {
    for (let k = 0; ; k++) {
      if (k + 1 >= this.positions.length) {
        if (!this.game.pending) return null;
        replyOffered(this.game);
        this.positions.push(position(this.game));
      }
      if (this.positions[k] === at) return this.positions[k + 1] ?? null;
    }
  }
}

/**
 * When a run is killed: so many ms after it was started (mostly while the game is being opened:
 * read and replayed), or so many ms after the player printed its n-th reply (during play,
 * wherever in its reply and save the process then is); null: not killed. Counting replies, not
 * ms, keeps the kills within the battle however fast the machine plays it (a whole battle of
 * replies takes well under a second).
 */
type KillMoment = { readonly afterMs: number } & ({ readonly from: 'spawn' } | { readonly from: 'reply'; readonly reply: number }) | null;

/** One run of the player: the lines it printed before it was killed (or ended: the battle over, or not killed). */
function runUntilKilled(dir: string, scenario: string, seed: number, kill: KillMoment): Promise<{ lines: string[]; killed: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PLAYER, scenario, String(seed), kill === null ? '0' : '1000000'], { env: { ...process.env, OPFOR_SAVES: dir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let timer: NodeJS.Timeout | null = null;
    const arm = () => void (timer ??= setTimeout(() => child.kill('SIGKILL'), kill!.afterMs));
    if (kill?.from === 'spawn') arm();
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      // the first line is the game opened; every other, a reply given
      if (kill?.from === 'reply' && out.split('\n').length - 2 >= kill.reply) arm();
    });
    child.stderr.on('data', (d: Buffer) => void (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (signal !== 'SIGKILL' && code !== 0) return reject(new Error(`the player failed (exit ${code}): ${err.trim().split('\n').slice(0, 3).join(' | ')}`));
      resolve({ lines: out.split('\n').filter(Boolean), killed: signal === 'SIGKILL' });
    });
  });
}

/**
 * Plays a scenario at a real table in a child process and kills it (SIGKILL) at a seeded random
 * moment `kills` times, restarting it each time: every restart must resume the game where the
 * last reply left it, or with the reply being given at the kill, and the save must read back.
 */
export async function killRepeatedly(scenario: string, seed: number, kills: number, randomSeed: string): Promise<KillTally> {
  const random = seedrandom(randomSeed);
  const dir = mkdtempSync(join(tmpdir(), 'opfor-kill-'));
  const reference = new ReferenceGame(scenario, seed);
  const tally: KillTally = { scenario, kills: 0, killedWhileOpening: 0, resumedAtLastReply: 0, resumedWithReplyInFlight: 0, killedAfterTheEnd: 0, damagedSaves: 0, leftTemporaryFiles: 0, replies: 0, faults: [] };
  let lastSeen: string | null = null;
  const temporary = new Set<string>();
  for (let run = 0; tally.kills < kills || lastSeen !== null; run++) {
    if (run > 4 * kills + 4) throw new Error(`${scenario}: ${run} runs and only ${tally.kills} kills`);
    // most kills come while the game is played, some while it is opened (read and replayed);
    // the last run is not killed: it only opens the game, to see where the last kill left it
    const moment: KillMoment = tally.kills === kills ? null : random() < 0.25 ? { afterMs: 100 + Math.floor(random() * 600), from: 'spawn' } : { afterMs: Math.floor(random() * 20), from: 'reply', reply: 1 + Math.floor(random() * 60) };
    const { lines, killed } = await runUntilKilled(dir, scenario, seed, moment);
    if (killed) tally.kills++;
    const [first, ...rest] = lines;
    if (!first) {
      tally.killedWhileOpening++;
    } else {
      const [, at, how] = first.split(' ');
      if (lastSeen !== null) {
        const inFlight = reference.after(lastSeen);
        // killed after the battle's last reply, or while it was being given and taken (the reply in
        // flight ends the battle): the game is over, so there is nothing to resume
        if (how === 'new' && (inFlight === null || reference.after(inFlight) === null)) tally.killedAfterTheEnd++;
        else if (how !== 'resumed') tally.faults.push(`run ${run}: the game was not offered again (it started anew) after the kill at ${lastSeen}`);
        else if (at === lastSeen) tally.resumedAtLastReply++;
        else if (at === inFlight) tally.resumedWithReplyInFlight++;
        else tally.faults.push(`run ${run}: resumed at ${at}; the last reply seen left the game at ${lastSeen}, the next would at ${inFlight}`);
      }
      let before = at!;
      for (const line of rest) {
        const now = line.split(' ')[1]!;
        if (now !== reference.after(before)) tally.faults.push(`run ${run}: went from ${before} to ${now}, where the uninterrupted game went to ${reference.after(before)}`);
        before = now;
        tally.replies++;
      }
      // a run that ends unkilled has played the battle to its end (or, the last, only opened it): the next starts anew
      lastSeen = killed ? before : null;
    }
    for (const file of readdirSync(dir)) {
      if (file.startsWith('.')) {
        temporary.add(file);
        continue;
      }
      try {
        readSave(join(dir, file));
      } catch (error) {
        tally.damagedSaves++;
        tally.faults.push(`run ${run}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
  tally.leftTemporaryFiles = temporary.size;
  return tally;
}
