import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import envPaths from 'env-paths';
import { scenarioName } from '../cli/scenario-path.js';

/**
 * Where `opfor play` keeps its autosaves: $OPFOR_SAVES if set, else the platform's data folder
 * (on Linux ~/.local/share/opfor/saves). Created on first use.
 */
export function savesDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env['OPFOR_SAVES'] || join(envPaths('opfor', { suffix: '' }).data, 'saves');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The autosave of a scenario: one per ruleset and scenario, so two games never share a file. */
export function autosavePath(dir: string, rulesetId: string, scenarioFile: string): string {
  return join(dir, `${rulesetId}-${scenarioName(scenarioFile)}.json`);
}

/** How a save that would not load is renamed: kept for the player, never offered again. */
export const DAMAGED = '.damaged.json';

/** How a save made by another opfor release, which no longer replays, is renamed: kept, never offered again. */
export const OTHER_OPFOR = '.other-opfor.json';

/** The save files in the folder, most recently written first (not those set aside). */
export function savesByRecency(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith(DAMAGED) && !f.endsWith(OTHER_OPFOR) && !f.startsWith('.'))
    .map((f) => join(dir, f))
    .map((path) => ({ path, mtime: statSync(path).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime || a.path.localeCompare(b.path))
    .map((s) => s.path);
}

/** How old a save's temporary file must be to be known abandoned, ms: a save is written in milliseconds. */
const ABANDONED_AFTER_MS = 60_000;

/**
 * Removes the temporary files of saves whose writing never finished (`.<save>.<id>.tmp`, left
 * when the process was killed between writing and renaming): never read, they would pile up.
 * Only those a minute old, so another opfor writing into the folder at this moment keeps its own.
 * The clock here judges files on the disk, never a battle: no game's course or save depends on it
 * (tests pass `now`).
 */
export function removeAbandonedWrites(dir: string, now = Date.now()): void {
  for (const f of readdirSync(dir)) {
    if (!/^\..+\.tmp$/.test(f)) continue;
    const path = join(dir, f);
    try {
      if (now - statSync(path).mtimeMs > ABANDONED_AFTER_MS) rmSync(path, { force: true });
    } catch {
      // gone already: another opfor cleared it
    }
  }
}
