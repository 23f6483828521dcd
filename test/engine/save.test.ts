import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SaveFromOtherRelease } from '../../src/engine/errors.js';
import { parseSave, readSave, resumeSession, SaveError, writeSave, type SaveFile } from '../../src/engine/save.js';
import { tyneside } from '../../rulesets/tyneside/index.js';
import { aiBattle } from '../helpers/battle.js';
import { offTrack, THIS_OPFOR } from '../helpers/other-release.js';
import { tableGame, until } from '../helpers/table-game.js';

const SCENARIO = 'scenarios/tyneside/river-crossing.yaml';
const context = { scenario: { file: SCENARIO, text: readFileSync(SCENARIO, 'utf8') }, seed: 4, maxTurns: null };

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'opfor-save-'));
}

/** A battle of river-crossing, seed 4, stopped when turn 2 is over, and its save as written. */
function stoppedBattle() {
  const battle = aiBattle('tyneside/river-crossing', 4);
  expect(battle.session.advance((step) => step.turn > 2)).toBe('stopped');
  return battle;
}

let savedText: string;
let saved: SaveFile;

beforeAll(() => {
  const dir = tempDir();
  const path = join(dir, 'game.json');
  writeSave(path, stoppedBattle().session, context);
  savedText = readFileSync(path, 'utf8');
  saved = readSave(path);
});

/** Writes `text` to a fresh file and returns its path. */
function fileWith(text: string, name = 'save.json'): string {
  const path = join(tempDir(), name);
  writeFileSync(path, text);
  return path;
}

/** The saved game with some fields changed, as a file. */
function tampered(change: (save: Record<string, unknown>) => void): string {
  const save = JSON.parse(savedText) as Record<string, unknown>;
  change(save);
  return fileWith(JSON.stringify(save));
}

function messageOf(action: () => unknown, kind: typeof SaveError = SaveError): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(kind);
    return (error as Error).message;
  }
  throw new Error(`expected a ${kind.name}`);
}

describe('a save file', () => {
  it('holds the format, the version, the scenario text and where the battle stood', () => {
    expect(saved).toMatchObject({ format: 'opfor-save', version: 1, ruleset: 'tyneside', seed: 4, status: 'in-progress', outcome: null, maxTurns: null });
    expect(saved.scenario.text).toBe(context.scenario.text);
    expect(saved.answering).toMatchObject({ table: 'virtual', dice: 'app' });
    expect(Object.values(saved.answering.players)).toEqual(['ai', 'ai']);
    expect(saved.answers.length).toBeGreaterThan(0);
  });

  it('records the opfor release that wrote it: the package version and the ruleset replay version', () => {
    expect(saved.writtenBy).toEqual({ opfor: THIS_OPFOR, replayVersion: tyneside.replayVersion });
  });

  it('resumes to the same snapshot and state, and finishes as the uninterrupted battle', () => {
    const { session } = resumeSession(saved);
    const original = stoppedBattle().session;
    expect(JSON.stringify(session.state)).toBe(JSON.stringify(original.state));
    expect(session.machineSnapshot()).toEqual(original.machineSnapshot());
    expect(session.requestsAnswered).toBe(original.requestsAnswered);
    session.advance();
    original.advance();
    expect(session.outcome).toEqual(original.outcome);
    expect(session.diceThrown).toBe(original.diceThrown);
  });

  it('is written atomically: no temporary file is left, and an opfor save may be replaced', () => {
    const dir = tempDir();
    const path = join(dir, 'game.json');
    const { session } = stoppedBattle();
    writeSave(path, session, context);
    writeSave(path, session, context);
    expect(readdirSync(dir)).toEqual(['game.json']);
    expect(readFileSync(path, 'utf8')).toBe(savedText);
  });
});

describe('a file that cannot be resumed', () => {
  it('missing', () => {
    expect(messageOf(() => readSave('/no/such/game.json'))).toBe('/no/such/game.json: no such save file');
  });

  it('not JSON, located where JSON.parse says', () => {
    const path = fileWith('{\n  "format": "opfor-save",\n  "version": 1,\n  whoops\n}');
    expect(messageOf(() => readSave(path))).toMatch(new RegExp(`^${path}:4:3: not a save file: not valid JSON`));
    expect(messageOf(() => readSave(fileWith('')))).toContain('not valid JSON');
  });

  it.each([['{"name": "package", "version": "1.0.0"}'], ['[1, 2, 3]'], ['null'], ['"opfor-save"']])('foreign JSON %s', (text) => {
    const path = fileWith(text);
    expect(messageOf(() => readSave(path))).toBe(`${path}: not an opfor save (expected "format": "opfor-save")`);
  });

  it('a newer version', () => {
    const path = tampered((s) => (s['version'] = 2));
    expect(messageOf(() => readSave(path))).toBe(`${path}: this save is version 2, written by a newer opfor; this opfor reads version 1 (upgrade opfor)`);
  });

  it('invalid fields, each with its path, what was expected and what was found', () => {
    const path = tampered((s) => {
      delete s['seed'];
      (s['answers'] as { kind: string }[])[0]!.kind = 'dance';
      s['status'] = 'paused';
    });
    const message = messageOf(() => readSave(path));
    expect(message).toContain(`${path}: not a valid opfor save:`);
    expect(message).toContain('  seed: expected one of the allowed forms, found nothing');
    expect(message).toContain('  answers[0].kind: expected one of "roll", "ask", "choose", "tell", found "dance"');
    expect(message).toContain('  status: expected one of "in-progress", "finished", found "paused"');
  });

  it('a battle state that the replay does not reach: edited or damaged', () => {
    const path = tampered((s) => ((s['state'] as { halfTurn: number }).halfTurn += 1));
    expect(messageOf(() => resumeSession(readSave(path), path))).toBe(`${path}: this save does not replay although this version of opfor made it; it may have been edited or damaged: the battle state differs from the saved one`);
  });

  it('a value nested deeper than any battle state (10,000 levels): refused before anything walks it', () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const path = fileWith(savedText.replace('"markers": []', `"markers": [], "deep": ${deep}`));
    expect(savedText).toContain('"markers": []');
    expect(messageOf(() => readSave(path))).toBe(`${path}: not a save this opfor wrote: its values nest deeper than 64 levels`);
  });

  it('a machine snapshot that the replay does not reach', () => {
    const path = tampered((s) => ((s['machine'] as { context: { turn: number } }).context.turn = 9));
    expect(messageOf(() => resumeSession(readSave(path), path))).toContain('the turn machine is not where the save left it');
  });

  it('a recorded answer the battle no longer accepts', () => {
    const path = tampered((s) => ((s['answers'] as { value: unknown }[])[0]!.value = [99]));
    expect(messageOf(() => resumeSession(readSave(path), path))).toMatch(/although this version of opfor made it; it may have been edited or damaged: answer 1 no longer fits: 99 is not a face/);
  });

  it('an embedded scenario that is no longer valid', () => {
    const path = tampered((s) => ((s['scenario'] as { text: string }).text = 'ruleset: tyneside\n'));
    expect(messageOf(() => resumeSession(readSave(path), path))).toContain(`${path}: the scenario inside the save is not valid:\n${SCENARIO}:`);
  });
});

describe('a save from another opfor release', () => {
  it('written before saves recorded a version, and still replaying: loads as any other', () => {
    const path = tampered((s) => delete s['writtenBy']);
    const old = readSave(path);
    expect(old.writtenBy).toBeUndefined();
    const { session } = resumeSession(old, path);
    expect(JSON.stringify(session.state)).toBe(JSON.stringify(stoppedBattle().session.state));
  });

  it('written before saves recorded a version, no longer replaying: made by an older opfor, start a new game', () => {
    const path = tampered((s) => {
      delete s['writtenBy'];
      offTrack(s);
    });
    expect(messageOf(() => resumeSession(readSave(path), path), SaveFromOtherRelease)).toBe(
      `${path} was made by an older opfor (one that did not record its version; this is opfor ${THIS_OPFOR}, tyneside replay ${tyneside.replayVersion}): ` +
        'its questions have changed, so it cannot be resumed; start a new game\n  (what no longer replays: the turn machine is not where the save left it)',
    );
  });

  it('under a newer replay version, no longer replaying: made by a newer opfor, upgrade', () => {
    const path = tampered((s) => {
      s['writtenBy'] = { opfor: '9.0.0', replayVersion: tyneside.replayVersion + 1 };
      offTrack(s);
    });
    expect(messageOf(() => resumeSession(readSave(path), path), SaveFromOtherRelease)).toMatch(
      new RegExp(`^${path} was made by a newer opfor \\(opfor 9\\.0\\.0, tyneside replay ${tyneside.replayVersion + 1}; .*; upgrade opfor\n`),
    );
  });

  it('under the same replay version, no longer replaying: damaged, not another release', () => {
    const path = tampered(offTrack);
    expect(messageOf(() => resumeSession(readSave(path), path))).toBe(`${path}: this save does not replay although this version of opfor made it; it may have been edited or damaged: the turn machine is not where the save left it`);
  });
});

describe('writing a save never destroys another file', () => {
  it('refuses to overwrite a file that is not an opfor save, and leaves it as it was', () => {
    const { session } = stoppedBattle();
    for (const text of ['{"format": "something-else"}', 'plain notes\n', '']) {
      const path = fileWith(text, 'notes.json');
      expect(messageOf(() => writeSave(path, session, context))).toBe(`${path}: exists and is not an opfor save; refusing to overwrite it (choose another file name)`);
      expect(readFileSync(path, 'utf8')).toBe(text);
    }
  });

  it('says why it cannot write into a missing folder', () => {
    const { session } = stoppedBattle();
    expect(messageOf(() => writeSave('/no/such/folder/game.json', session, context))).toBe('/no/such/folder/game.json: cannot write the save (ENOENT)');
  });

  it('parseSave reads what writeSave wrote', () => {
    expect(parseSave('game.json', savedText)).toEqual(saved);
  });
});

describe('a save of a game at a real table, edited or damaged where the rules code trusts it', () => {
  /** Dogali, seed 2, at a real table: played to the first interview left half done (a forced ambush's), its save as written. */
  function playSave(): Record<string, unknown> {
    const game = tableGame('guaitana/dogali', 2);
    until(game, (g) => (g.interview?.answered ?? 0) > 0);
    return JSON.parse(readFileSync(game.origin.savePath, 'utf8')) as Record<string, unknown>;
  }

  it('a fact answered with a value of the wrong kind fails as it replays: the save is damaged, not opfor', () => {
    const save = playSave();
    const answers = save['answers'] as { kind: string; value: unknown }[];
    expect(answers[10]!.kind).toBe('ask');
    answers[10]!.value = 'x';
    const path = fileWith(JSON.stringify(save));
    expect(messageOf(() => resumeSession(readSave(path), path))).toMatch(/^.*: this save does not replay although this version of opfor made it; it may have been edited or damaged: replaying its answers failed \(.+\)$/);
  });

  it('an undo point beyond the answers recorded, or out of order, is refused on opening, not when the player takes an answer back', () => {
    const save = playSave();
    const undo = save['undo'] as { answers: number; requestsAnswered: number }[];
    expect(undo.length).toBeGreaterThan(2);
    const beyond = structuredClone(save);
    (beyond['undo'] as typeof undo).at(-1)!.answers = 10_000;
    const path = fileWith(JSON.stringify(beyond));
    expect(messageOf(() => resumeSession(readSave(path), path))).toMatch(new RegExp(`it may have been edited or damaged: undo point ${undo.length} is beyond the answers recorded$`));
    const swapped = structuredClone(save);
    (swapped['undo'] as typeof undo).reverse();
    const other = fileWith(JSON.stringify(swapped));
    expect(messageOf(() => resumeSession(readSave(other), other))).toMatch(/it may have been edited or damaged: undo point 2 is not after the one before it$/);
  });
});
