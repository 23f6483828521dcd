import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the opfor package: the nearest folder above this file holding package.json.
 * Works from `src/cli` (tsx) and from `dist/src/cli` (built) alike.
 */
export function packageRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}: opfor is not installed as a package`);
  }
}

let version: string | undefined;

/** opfor's version, from its package.json (read once). */
export function opforVersion(): string {
  version ??= (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
  return version;
}
