import { randomInt } from 'node:crypto';
import { existsSync, renameSync } from 'node:fs';
import type { DiceMode } from '../engine/answering.js';
import type { Temperament } from '../engine/ruleset.js';
import { commandersFor } from '../cli/side-options.js';
import { SaveError, SaveFromOtherRelease } from '../engine/errors.js';
import { readSave } from '../engine/save.js';
import { resolveScenario } from '../cli/scenario-path.js';
import { whereNow } from '../cli/narrate.js';
import { scenarioTitle } from '../cli/battle-result.js';
import { parseScenario, readScenarioText } from '../scenario/load.js';
import { autosavePath, DAMAGED, OTHER_OPFOR, removeAbandonedWrites, savesByRecency, savesDir } from './saves-dir.js';
import { GameTrace, TableGame } from './table-game.js';

/** What `opfor play` was asked for. */
export interface PlayRequest {
  /** Null: resume the latest unfinished game, else the default scenario. */
  readonly scenario: string | null;
  readonly defaultScenario: string;
  /** Null: a new seed for the new game (shown and saved). */
  readonly seed: number | null;
  readonly dice: DiceMode;
  /** Where to keep the game's battle trace, if anywhere (`--trace FILE`). */
  readonly trace: string | null;
  /** A save to play on at once (`--resume SAVE`: an older game kept beside a newer one). */
  readonly resume: string | null;
  /** The temperament of opfor's commander, by side (`--temperament SIDE=T`; null: the scenario's). */
  readonly temperament?: Readonly<Record<string, Temperament>> | null;
}

/** An unfinished game the player may resume instead. */
export interface ResumeOffer {
  readonly savePath: string;
  readonly title: string;
  /** Where it stood: "Turn 3 · zulus · Step 2: movement (T5.1(2))". */
  readonly where: string;
  readonly game: TableGame;
}

/** What the play screen opens on: an offer to resume, or straight into a new game. */
export interface Opening {
  readonly offer: ResumeOffer | null;
  /** Things the player should know (a damaged save, or one of another opfor release, set aside). */
  readonly notes: readonly string[];
  /** Starts the new game; an older save at its autosave is first set aside, never overwritten. */
  startNew(): TableGame;
}

/** Reads the scenario, finds an unfinished game to offer, and prepares the new one. */
export function openGame(request: PlayRequest): Opening {
  const trace = request.trace ? new GameTrace(request.trace) : null;
  if (request.resume) {
    const save = readSave(request.resume);
    if (save.status !== 'in-progress') throw new SaveError(`${request.resume}: this battle is over; \`opfor report ${request.resume}\` writes its story`);
    const game = TableGame.resume(request.resume, save, trace);
    return { offer: null, notes: [], startNew: () => game };
  }
  const dir = savesDir();
  removeAbandonedWrites(dir);
  const resolved = resolveScenario(request.scenario ?? request.defaultScenario);
  const text = readScenarioText(resolved.path, resolved.label);
  const loaded = parseScenario(resolved.label, text);
  const savePath = autosavePath(dir, loaded.ruleset.id, resolved.path);
  const sides = loaded.ruleset.sides(loaded.scenario);
  // said before anything is offered: a side the scenario lacks, or the player's own
  const commanders = request.temperament ? commandersFor(sides, { temperament: request.temperament }, sides.filter((s) => s.player !== 'human').map((s) => s.id)) : undefined;
  const notes: string[] = [];
  const candidates = request.scenario ? (existsSync(savePath) ? [savePath] : []) : savesByRecency(dir);
  const offer = findUnfinished(candidates, notes, trace);
  return {
    offer,
    notes,
    startNew() {
      if (existsSync(savePath)) notes.push(`the earlier game is kept as ${setAside(savePath)}`);
      return TableGame.start({ loaded, label: resolved.label, text, seed: request.seed ?? randomInt(1, 1_000_000), savePath }, request.dice, trace, commanders);
    },
  };
}

/** The first unfinished game among the save files; those that do not load are set aside with a note. */
function findUnfinished(paths: readonly string[], notes: string[], trace: GameTrace | null): ResumeOffer | null {
  for (const path of paths) {
    try {
      const save = readSave(path);
      if (save.status !== 'in-progress') continue;
      const game = TableGame.resume(path, save, trace);
      return { savePath: path, title: scenarioTitle(game.origin.loaded.scenario), where: whereNow(game.session), game };
    } catch (error) {
      if (!(error instanceof SaveError)) throw error;
      const ending = error instanceof SaveFromOtherRelease ? OTHER_OPFOR : DAMAGED;
      notes.push(`${error.message.split('\n')[0]} — kept as ${setAside(path, ending)}`);
    }
  }
  return null;
}

/** Renames a save out of the way to the first free `<name>-<k><ending>`; returns the new path. */
function setAside(path: string, ending = '.json'): string {
  const base = path.replace(/\.json$/, '');
  let k = 1;
  while (existsSync(`${base}-${k}${ending}`)) k++;
  renameSync(path, `${base}-${k}${ending}`);
  return `${base}-${k}${ending}`;
}
