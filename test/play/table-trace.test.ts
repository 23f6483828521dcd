import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameTrace, TableGame } from '../../src/play/table-game.js';
import { playOffered, savesFolder, tableGame } from '../helpers/table-game.js';

const kinds = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n').map((l) => (JSON.parse(l) as { kind: string }).kind);

describe('opfor play --trace', () => {
  it('keeps the trace of the game as it stands: written as it goes, rewritten whole on undo and on resume', () => {
    const dir = savesFolder();
    const file = join(dir, 'trace.jsonl');
    const game = tableGame('guaitana/dogali', 3, 'app', dir, new GameTrace(file));
    playOffered(game, 60);
    const played = readFileSync(file, 'utf8');
    expect(kinds(file)[0]).toBe('start');
    // at a real table opfor does not see the figures: it traces steps, fire and melee, no positions
    expect(kinds(file)).toContain('step');
    expect(kinds(file)).not.toContain('positions');
    game.undo();
    expect(played.startsWith(readFileSync(file, 'utf8'))).toBe(true);
    playOffered(game, 1);
    expect(readFileSync(file, 'utf8')).toBe(played);
    TableGame.resume(join(dir, 'game.json'), undefined, new GameTrace(file));
    expect(readFileSync(file, 'utf8')).toBe(played);
  });
});
