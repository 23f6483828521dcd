import { readFileSync, writeFileSync } from 'node:fs';

/** This opfor's version, as package.json gives it. */
export const THIS_OPFOR = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

/** Moves a save's turn where its replay does not reach, as rules code that asks other questions would. */
export function offTrack(save: Record<string, unknown>): void {
  (save['machine'] as { context: { turn: number } }).context.turn = 9;
}

/** Rewrites the save file at `path` with `change` made to its JSON. */
export function rewriteSave(path: string, change: (save: Record<string, unknown>) => void): void {
  const save = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(save);
  writeFileSync(path, JSON.stringify(save));
}

/** Makes the save at `path` one an older opfor wrote (no release recorded) that no longer replays. */
export function fromOlderOpfor(path: string): void {
  rewriteSave(path, (save) => {
    delete save['writtenBy'];
    offTrack(save);
  });
}
