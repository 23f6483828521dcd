import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSave } from '../../src/engine/save.js';
import { openGame, type PlayRequest } from '../../src/play/open-game.js';
import { fromOlderOpfor, rewriteSave, THIS_OPFOR } from '../helpers/other-release.js';
import { playOffered, savesFolder } from '../helpers/table-game.js';
import { tyneside } from '../../rulesets/tyneside/index.js';

let dir: string;
const previous = process.env['OPFOR_SAVES'];
beforeEach(() => {
  dir = savesFolder();
  process.env['OPFOR_SAVES'] = dir;
});
afterEach(() => {
  if (previous === undefined) delete process.env['OPFOR_SAVES'];
  else process.env['OPFOR_SAVES'] = previous;
});

const request = (scenario: string | null, seed: number | null = 5): PlayRequest => ({ scenario, defaultScenario: 'tyneside/mission-station', seed, dice: 'app', trace: null, resume: null });
const files = () => readdirSync(dir).sort();

describe('opening opfor play', () => {
  it('with no saves, starts the scenario at once and autosaves it under the ruleset and scenario name', () => {
    const opening = openGame(request('river-crossing'));
    expect(opening.offer).toBeNull();
    const game = opening.startNew();
    expect(game.origin.savePath).toBe(join(dir, 'tyneside-river-crossing.json'));
    expect(readSave(game.origin.savePath)).toMatchObject({ status: 'in-progress', seed: 5, answering: { table: 'real', players: { british: 'human', boers: 'ai' } } });
  });

  it('without a seed, draws one and saves it, so the game replays', () => {
    const game = openGame(request('river-crossing', null)).startNew();
    expect(typeof game.origin.seed).toBe('number');
    expect(readSave(game.origin.savePath).seed).toBe(game.origin.seed);
  });

  it('offers the unfinished game of the scenario; a new game keeps the old file beside it', () => {
    const first = openGame(request('mission-station')).startNew();
    playOffered(first, 12);
    const opening = openGame(request('mission-station', 9));
    expect(opening.offer).toMatchObject({ savePath: first.origin.savePath, title: "The Mission Station: Rorke's Drift, 22 January 1879" });
    expect(opening.offer!.where).toMatch(/^Turn 1 · (british|zulus) · Step \d/);
    expect(JSON.stringify(opening.offer!.game.pending)).toBe(JSON.stringify(first.pending));
    opening.startNew();
    expect(files()).toEqual(['tyneside-mission-station-1.json', 'tyneside-mission-station.json']);
    expect(readSave(join(dir, 'tyneside-mission-station-1.json')).seed).toBe(5);
    expect(opening.notes).toEqual([`the earlier game is kept as ${join(dir, 'tyneside-mission-station-1.json')}`]);
  });

  it('--resume plays on the older game kept beside a new one, at once, where it stood; a finished one is said to be over', () => {
    const first = openGame(request('mission-station')).startNew();
    playOffered(first, 12);
    openGame(request('mission-station', 9)).startNew();
    const kept = join(dir, 'tyneside-mission-station-1.json');
    const opening = openGame({ ...request(null), resume: kept });
    expect(opening.offer).toBeNull();
    const resumed = opening.startNew();
    expect(resumed.origin.savePath).toBe(kept);
    expect(JSON.stringify(resumed.pending)).toBe(JSON.stringify(first.pending));
    const over = openGame(request('bush-ambush', 2)).startNew();
    playOffered(over);
    expect(() => openGame({ ...request(null), resume: over.origin.savePath })).toThrow(/this battle is over; `opfor report .*` writes its story/);
  });

  it('without a scenario, offers the most recently saved unfinished game, whatever its scenario', () => {
    openGame(request('mission-station')).startNew();
    const later = openGame(request('bush-ambush')).startNew();
    playOffered(later, 3);
    expect(openGame(request(null)).offer?.savePath).toBe(later.origin.savePath);
  });

  it('does not offer a finished game', () => {
    const game = openGame(request('bush-ambush', 2)).startNew();
    playOffered(game);
    expect(openGame(request('bush-ambush')).offer).toBeNull();
  });

  it('sets a damaged save aside with a note naming the file and the fault, never overwriting it', () => {
    writeFileSync(join(dir, 'tyneside-mission-station.json'), '{"format": "opfor-save", "version": 1, "ruleset": 3}');
    const opening = openGame(request('mission-station'));
    expect(opening.offer).toBeNull();
    expect(opening.notes).toHaveLength(1);
    expect(opening.notes[0]).toMatch(new RegExp(`^${join(dir, 'tyneside-mission-station.json')}: not a valid opfor save: — kept as ${join(dir, 'tyneside-mission-station-1.damaged.json')}$`));
    expect(files()).toEqual(['tyneside-mission-station-1.damaged.json']);
    opening.startNew();
    expect(files()).toEqual(['tyneside-mission-station-1.damaged.json', 'tyneside-mission-station.json']);
    expect(existsSync(join(dir, 'tyneside-mission-station-1.damaged.json'))).toBe(true);
  });

  it('sets a save of an older opfor that no longer replays aside, saying so, not as damaged', () => {
    const game = openGame(request('mission-station')).startNew();
    playOffered(game, 12);
    fromOlderOpfor(game.origin.savePath);
    const opening = openGame(request('mission-station'));
    expect(opening.offer).toBeNull();
    expect(opening.notes).toEqual([
      `${game.origin.savePath} was made by an older opfor (one that did not record its version; this is opfor ${THIS_OPFOR}, tyneside replay ${tyneside.replayVersion}): ` +
        `its questions have changed, so it cannot be resumed; start a new game — kept as ${join(dir, 'tyneside-mission-station-1.other-opfor.json')}`,
    ]);
    expect(files()).toEqual(['tyneside-mission-station-1.other-opfor.json']);
    // set aside for good: never offered, never renamed again
    expect(openGame(request(null))).toMatchObject({ offer: null, notes: [] });
    expect(files()).toEqual(['tyneside-mission-station-1.other-opfor.json']);
  });

  it('offers a save of an older opfor that still replays', () => {
    const game = openGame(request('mission-station')).startNew();
    playOffered(game, 12);
    rewriteSave(game.origin.savePath, (save) => delete save['writtenBy']);
    const opening = openGame(request('mission-station'));
    expect(opening.notes).toEqual([]);
    expect(JSON.stringify(opening.offer?.game.pending)).toBe(JSON.stringify(game.pending));
  });

  it('a scenario that does not exist is a clear error', () => {
    expect(() => openGame(request('no-such-battle'))).toThrow(/no-such-battle: no such scenario file or shipped scenario \(shipped: .*tyneside\/mission-station/);
  });
});

describe('a save whose writing a killed process never finished', () => {
  it('leaves a temporary file that opening play removes once it is a minute old; a fresh one may be another opfor writing', () => {
    const stale = join(dir, '.tyneside-mission-station.json.0b5e.tmp');
    const fresh = join(dir, '.guaitana-dogali.json.77aa.tmp');
    writeFileSync(stale, '{"format": "opfor-sa');
    writeFileSync(fresh, '{"format": "opfor-sa');
    utimesSync(stale, new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
    const opening = openGame(request('mission-station'));
    expect(opening.notes).toEqual([]);
    expect(files()).toEqual(['.guaitana-dogali.json.77aa.tmp']);
  });
});
