import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { packageRoot } from '../package-info.js';
import { UserError } from './io.js';

const EXTENSIONS = ['.yaml', '.yml', '.json'];
const NAME = /^(?:([a-z0-9-]+)\/)?([a-z0-9-]+)$/;

/** The package's own scenarios folder. */
export function scenariosDir(): string {
  return join(packageRoot(), 'scenarios');
}

/** A scenario shipped with opfor: its ruleset folder, its name and its file. */
export interface ShippedScenario {
  readonly ruleset: string;
  readonly name: string;
  readonly file: string;
}

/** The scenario files shipped for a ruleset (`scenarios/<id>/`), sorted by name. */
export function shippedScenarios(rulesetId: string): ShippedScenario[] {
  const dir = join(scenariosDir(), rulesetId);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => EXTENSIONS.some((ext) => f.endsWith(ext)))
    .sort()
    .map((f) => ({ ruleset: rulesetId, name: f.replace(/\.[^.]+$/, ''), file: join(dir, f) }));
}

/** Every scenario shipped with opfor, ruleset folder by folder. */
export function everyShippedScenario(): ShippedScenario[] {
  return rulesetFolders().flatMap((f) => shippedScenarios(f));
}

/** The ruleset folders under `scenarios/`, sorted. */
function rulesetFolders(): string[] {
  const root = scenariosDir();
  return existsSync(root) ? readdirSync(root).filter((d) => statSync(join(root, d)).isDirectory()).sort() : [];
}

/** A scenario argument resolved: the file to read, and the name to show and save (no machine paths). */
export interface ResolvedScenario {
  readonly path: string;
  readonly label: string;
}

/**
 * The file a SCENARIO argument names: an existing path as given, or a shipped scenario by
 * name (`mission-station` or `tyneside/mission-station`), labelled `scenarios/<id>/<file>`.
 * Throws UserError saying what exists.
 */
export function resolveScenario(arg: string): ResolvedScenario {
  if (existsSync(arg) && statSync(arg).isFile()) return { path: arg, label: arg };
  const match = NAME.exec(arg);
  if (!match) throw new UserError(`${arg}: no such scenario file`);
  const [, folder, name] = match;
  const folders = folder ? [folder] : rulesetFolders();
  const found = folders.flatMap((f) => shippedScenarios(f)).filter((s) => s.name === name);
  const [only] = found;
  if (only && found.length === 1) return { path: only.file, label: `scenarios/${only.ruleset}/${basename(only.file)}` };
  if (found.length > 1) {
    throw new UserError(`${arg}: more than one scenario has this name: ${found.map((s) => `${s.ruleset}/${s.name}`).join(', ')} (say which)`);
  }
  const known = folders.flatMap((f) => shippedScenarios(f)).map((s) => `${s.ruleset}/${s.name}`);
  throw new UserError(`${arg}: no such scenario file or shipped scenario${known.length > 0 ? ` (shipped: ${known.join(', ')})` : ''}`);
}

/** A scenario's short name: its file name without folder or extension. */
export function scenarioName(file: string): string {
  return basename(file, extname(file));
}

/** The battle trace's heading of a saved battle: its scenario's name and its seed. */
export function savedHeading(save: { readonly scenario: { readonly file: string }; readonly seed: string | number }): { scenario: string; seed: string | number } {
  return { scenario: scenarioName(save.scenario.file), seed: save.seed };
}
