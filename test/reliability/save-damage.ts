import seedrandom from 'seedrandom';
import { flipBits } from './mutate.js';

/** The ways a save file is found damaged: cut short by a full disk, bits gone wrong, emptied, from a newer opfor, edited by hand. */
export const DAMAGES = ['truncated', 'flipped-bytes', 'empty', 'newer-version', 'deep-nesting', 'edited-value', 'garbage', 'not-an-object'] as const;

export type Damage = (typeof DAMAGES)[number];

type Json = Record<string, unknown> | unknown[];

/** The `index`th damaged copy of a save's bytes (the damage taken in turn from DAMAGES, its details seeded). */
export function damagedSave(bytes: Buffer, index: number, seed: string): { damage: Damage; detail: string; bytes: Buffer } {
  const random = seedrandom(`${seed}:${index}`);
  const damage = DAMAGES[index % DAMAGES.length]!;
  const text = bytes.toString('utf8');
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  switch (damage) {
    case 'truncated': {
      const cut = Math.floor(random() * bytes.length);
      return { damage, detail: `cut at byte ${cut} of ${bytes.length}`, bytes: bytes.subarray(0, cut) };
    }
    case 'flipped-bytes': {
      const flips = 1 + Math.floor(random() * 4);
      return { damage, detail: `${flips} bits flipped`, bytes: flipBits(Buffer.from(bytes), flips, random) };
    }
    case 'empty':
      return { damage, detail: 'no bytes', bytes: Buffer.alloc(0) };
    case 'newer-version': {
      const version = pick([2, 3, 99]);
      return { damage, detail: `version ${version}`, bytes: Buffer.from(text.replace('"version": 1,', `"version": ${version},`)) };
    }
    case 'deep-nesting': {
      const depth = pick([65, 1000, 100_000]);
      const data = JSON.parse(text) as Record<string, unknown>;
      const field = pick(['state', 'machine', 'interview', 'replies', 'answers']);
      data[field] = '__DEEP__';
      return { damage, detail: `${field}: ${depth} levels deep`, bytes: Buffer.from(JSON.stringify(data).replace('"__DEEP__"', `${'['.repeat(depth)}${']'.repeat(depth)}`)) };
    }
    case 'edited-value': {
      const data = JSON.parse(text) as Json;
      const paths = leaves(data);
      const path = pick(paths);
      const value = pick([null, -1, 0, 1e308, 'x', [], {}, true, 2.5, 'constructor']);
      const parent = path.slice(0, -1).reduce<Json>((node, k) => (node as Record<string, Json>)[k]!, data) as Record<string, unknown>;
      parent[path.at(-1)!] = value;
      return { damage, detail: `${path.join('.')} = ${JSON.stringify(value)}`, bytes: Buffer.from(JSON.stringify(data, null, 2)) };
    }
    case 'garbage': {
      const length = pick([1, 64, 4096]);
      return { damage, detail: `${length} random bytes`, bytes: Buffer.from(Array.from({ length }, () => Math.floor(random() * 256))) };
    }
    case 'not-an-object': {
      const value = pick(['[]', 'null', '"opfor-save"', '42', '{}', '{"format": "opfor-save"}']);
      return { damage, detail: value, bytes: Buffer.from(value) };
    }
  }
}

/** The paths of every value in the data, the containers' included, the root not. */
function leaves(node: unknown, path: string[] = []): string[][] {
  if (node === null || typeof node !== 'object') return [path];
  const below = Object.entries(node).flatMap(([k, v]) => leaves(v, [...path, k]));
  return path.length > 0 ? [path, ...below] : below;
}
