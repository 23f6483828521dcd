import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openGame } from '../../src/play/open-game.js';
import { WatchedBattle } from '../../src/play/watched-battle.js';
import { parseScenario } from '../../src/scenario/load.js';
import { opfor, STACK_LINE, tempDir } from '../cli/run-cli.js';
import { savesFolder } from '../helpers/table-game.js';

interface Saved {
  answering: { commanders?: Record<string, { policy: string; temperament: string }> };
}

describe('--policy and --temperament on simulate', () => {
  it('set how opfor plays each side; the save keeps them and the battle resumes as it was played', async () => {
    const save = join(tempDir(), 'mirror.json');
    const args = ['simulate', 'guaitana/mirror', '--seed', '3', '--policy', 'chief=passive', '--temperament', 'bande=bold', '--json'];
    const whole = await opfor(...args);
    expect(whole.err).toBe('');
    const stopped = await opfor(...args, '--save', save, '--stop-after-turn', '2');
    expect(stopped.code).toBe(0);
    const saved = JSON.parse(readFileSync(save, 'utf8')) as Saved;
    expect(saved.answering.commanders).toEqual({ bande: { policy: 'opfor', temperament: 'bold' }, chief: { policy: 'passive', temperament: 'measured' } });
    const resumed = await opfor('simulate', '--resume', save, '--json');
    expect(resumed.err).toBe('');
    const result = (run: { out: string }) => {
      const { winner, turns, why, sides } = JSON.parse(run.out) as Record<string, unknown>;
      return { winner, turns, why, sides };
    };
    expect(result(resumed)).toEqual(result(whole));
  });

  it('change the battle: a passive side is not the commander', async () => {
    const commander = await opfor('simulate', 'guaitana/mirror', '--seed', '3', '--json');
    const passive = await opfor('simulate', 'guaitana/mirror', '--seed', '3', '--policy', 'chief=passive', '--json');
    expect(passive.out).not.toBe(commander.out);
  });

  it.each([
    [['guaitana/mirror', '--policy', 'zulus=random'], /^opfor: --policy zulus=…: the scenario has no side "zulus" \(its sides: bande, chief\)\n$/],
    [['--resume', 'x.json', '--policy', 'chief=random'], /^opfor: --policy, --temperament: a resumed battle keeps the commanders it was saved with\n$/],
  ])('%j: one located line, exit 1', async (args, message) => {
    const run = await opfor('simulate', ...(args as string[]));
    expect(run.code).toBe(1);
    expect(run.err).toMatch(message);
    expect(run.err).not.toMatch(STACK_LINE);
  });
});

describe('watch', () => {
  it('plays each side with the commanders it is given', () => {
    const label = 'scenarios/tyneside/mirror.yaml';
    const loaded = parseScenario(label, readFileSync(label, 'utf8'));
    const commanders = { usuthu: { policy: 'random', temperament: 'cautious' }, izigqoza: { policy: 'opfor', temperament: 'bold' } } as const;
    const battle = WatchedBattle.start(loaded, 1, null, commanders);
    expect(battle.session.answering.commanders).toEqual(commanders);
  });
});

describe('play --temperament', () => {
  const previous = process.env['OPFOR_SAVES'];
  beforeEach(() => {
    process.env['OPFOR_SAVES'] = savesFolder();
  });
  afterEach(() => {
    if (previous === undefined) delete process.env['OPFOR_SAVES'];
    else process.env['OPFOR_SAVES'] = previous;
  });
  const request = { scenario: 'tyneside/mission-station', defaultScenario: 'tyneside/mission-station', seed: 4, dice: 'app' as const, trace: null, resume: null };

  it("sets opfor's commander, and the autosave keeps it", () => {
    const game = openGame({ ...request, temperament: { zulus: 'bold' } }).startNew();
    expect(game.session.answering.commanders).toEqual({ zulus: { policy: 'opfor', temperament: 'bold' } });
    const saved = JSON.parse(readFileSync(game.origin.savePath, 'utf8')) as Saved;
    expect(saved.answering.commanders).toEqual({ zulus: { policy: 'opfor', temperament: 'bold' } });
  });

  it("refuses the player's own side", () => {
    expect(() => openGame({ ...request, temperament: { british: 'bold' } })).toThrow('--temperament british=…: british is your side; opfor plays zulus');
  });
});
