import seedrandom from 'seedrandom';
import { parse, stringify } from 'yaml';

/** The kinds of damage done to a scenario file, each a way a hand-edited or broken file goes wrong. */
export const MUTATIONS = [
  'missing-field',
  'wrong-type',
  'huge-number',
  'negative-number',
  'nan-number',
  'nudged-number',
  'moved-point',
  'unknown-unit',
  'duplicate-id',
  'built-in-id',
  'point-off-table',
  'self-crossing-polygon',
  'many-copies',
  'truncated',
  'flipped-bytes',
  'binary-garbage',
  'deep-nesting',
  'alias-bomb',
  'ten-megabytes',
] as const;

export type Mutation = (typeof MUTATIONS)[number];

/** A damaged scenario file: what was done to which scenario, and the bytes to write. */
export interface Mutant {
  readonly mutation: Mutation;
  /** What exactly was changed (a field path, a size), so a failure can be read without the file. */
  readonly detail: string;
  readonly bytes: Buffer;
}

type Key = string | number;
type Node = Record<Key, unknown>;
type Random = () => number;

/**
 * The `index`th mutant of a scenario file's text: the mutation is taken in turn from MUTATIONS
 * (so every kind comes up in any run of 19 or more), what it changes is drawn from a generator
 * seeded with `seed`, so the same arguments always give the same bytes.
 */
export function mutant(text: string, index: number, seed: string): Mutant {
  const random = seedrandom(`${seed}:${index}`);
  const mutation = MUTATIONS[index % MUTATIONS.length]!;
  const data = parse(text) as Node;
  const edit = (detail: string): Mutant => ({ mutation, detail, bytes: Buffer.from(stringify(data, { aliasDuplicateObjects: false }), 'utf8') });
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const set = (path: Key[], value: unknown) => void (parentOf(data, path)[path.at(-1)!] = value);
  const at = (path: Key[]) => path.map(String).join('.');

  switch (mutation) {
    case 'missing-field': {
      const path = pick(places(data).filter((p) => p.length > 0 && typeof p.at(-1) === 'string'));
      delete parentOf(data, path)[path.at(-1)!];
      return edit(at(path));
    }
    case 'wrong-type': {
      const path = pick(places(data).filter((p) => p.length > 0));
      const value = pick(['text', '', 7, true, null, [], {}, [1, 2], { x: 1 }, 'constructor']);
      set(path, value);
      return edit(`${at(path)} = ${JSON.stringify(value)}`);
    }
    case 'huge-number':
    case 'negative-number':
    case 'nan-number':
    case 'nudged-number': {
      const path = pick(places(data).filter((p) => typeof valueAt(data, p) === 'number'));
      const old = valueAt(data, path) as number;
      const value =
        mutation === 'huge-number' ? pick([1e6, 2147483648, Number.MAX_SAFE_INTEGER, 1e21, 1e308])
        : mutation === 'negative-number' ? pick([-old, -1, -1e6, -0.5])
        : mutation === 'nan-number' ? pick([NaN, Infinity, -Infinity])
        : Math.max(0, old + pick([-2, -1, 1, 2, 5, Math.round(old * 0.3)]));
      set(path, value);
      return edit(`${at(path)}: ${old} -> ${value}`);
    }
    case 'moved-point':
    case 'point-off-table': {
      const path = pick(points(data));
      const [x, y] = valueAt(data, path) as [number, number];
      const value: [number, number] = mutation === 'moved-point'
        ? [x + Math.round(random() * 20 - 10), y + Math.round(random() * 20 - 10)]
        : pick([[1e6, -1e6], [x + 700, y], [x, -60], [-1e21, y], [x + 200, y + 200]]);
      set(path, value);
      return edit(`${at(path)}: [${x}, ${y}] -> [${value.join(', ')}]`);
    }
    case 'unknown-unit': {
      const path = pick(places(data).filter((p) => p[0] === 'sides' && typeof valueAt(data, p) === 'string' && ['type', 'class', 'weapon', 'formation', 'role', 'quality'].includes(String(p.at(-1)))));
      if (!path) return edit('no unit kind to change');
      const value = pick(['zeppelin', 'dragoon', 'Infantry', 'hero ']);
      set(path, value);
      return edit(`${at(path)} = ${value}`);
    }
    case 'duplicate-id':
    case 'built-in-id': {
      const ids = places(data).filter((p) => p.at(-1) === 'id' && typeof valueAt(data, p) === 'string');
      const path = pick(ids);
      const value = mutation === 'duplicate-id' ? (valueAt(data, pick(ids.filter((p) => p !== path))) as string) : pick(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']);
      set(path, value);
      return edit(`${at(path)} = ${value}`);
    }
    case 'self-crossing-polygon': {
      const path = pick(places(data).filter((p) => p.at(-1) === 'polygon'));
      const size = pick([4, 5, 50, 101, 2000]);
      const [width, depth] = tableOf(data);
      // a star of many points about the middle: every edge crosses others
      const value = Array.from({ length: size }, (_, k) => [Math.round(width / 2 + (width / 3) * Math.cos(k * 2.5)), Math.round(depth / 2 + (depth / 3) * Math.sin(k * 2.5))]);
      set(path, value);
      return edit(`${at(path)}: ${size} crossing points`);
    }
    case 'many-copies': {
      const path = pick(places(data).filter((p) => p.length === 3 && p[0] === 'sides' && Array.isArray(valueAt(data, p))));
      const list = valueAt(data, path) as unknown[];
      const copies = pick([2, 41, 500, 5000]);
      set(path, [...list, ...Array.from({ length: copies }, () => structuredClone(list[0]))]);
      return edit(`${at(path)}: ${copies} more copies of its first entry`);
    }
    case 'truncated': {
      const cut = Math.floor(random() * text.length);
      return { mutation, detail: `cut at character ${cut} of ${text.length}`, bytes: Buffer.from(text.slice(0, cut), 'utf8') };
    }
    case 'flipped-bytes': {
      const flips = 1 + Math.floor(random() * 8);
      return { mutation, detail: `${flips} bits flipped`, bytes: flipBits(Buffer.from(text, 'utf8'), flips, random) };
    }
    case 'binary-garbage': {
      const length = pick([1, 100, 10_000, 100_000]);
      const bytes = Buffer.alloc(length);
      for (let k = 0; k < length; k++) bytes[k] = Math.floor(random() * 256);
      return { mutation, detail: `${length} random bytes`, bytes };
    }
    case 'deep-nesting': {
      const path = pick(places(data).filter((p) => p.length > 0));
      const depth = pick([10, 100, 1000, 10_000, 100_000]);
      const mapping = random() < 0.5;
      set(path, '__DEEP__');
      const nested = mapping ? `${'{a: '.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const yaml = stringify(data, { aliasDuplicateObjects: false }).replace('__DEEP__', nested);
      return { mutation, detail: `${at(path)}: ${mapping ? 'mappings' : 'lists'} ${depth} deep`, bytes: Buffer.from(yaml, 'utf8') };
    }
    case 'alias-bomb': {
      const levels = pick([3, 6, 9]);
      const anchors = Array.from({ length: levels }, (_, k) => `b${k}: &b${k} [${Array(9).fill(k === 0 ? '"lol"' : `*b${k - 1}`).join(', ')}]`);
      const bomb = `${text}\n${anchors.join('\n')}\n`;
      return { mutation, detail: `${levels} levels of 9 aliases`, bytes: Buffer.from(bomb, 'utf8') };
    }
    case 'ten-megabytes': {
      const path = pick(places(data).filter((p) => p.length === 3 && p[0] === 'sides' && Array.isArray(valueAt(data, p))));
      const list = valueAt(data, path) as unknown[];
      const one = stringify([list[0]]);
      const copies = Math.ceil(10_000_000 / one.length);
      set(path, '__MANY__');
      const yaml = stringify(data, { aliasDuplicateObjects: false }).replace('__MANY__', `\n${one.repeat(copies).replace(/^/gm, '      ')}`);
      return { mutation, detail: `${at(path)}: ${copies} copies of its first entry (${yaml.length.toLocaleString('en')} characters)`, bytes: Buffer.from(yaml, 'utf8') };
    }
  }
}

/** The bytes with `count` bits flipped at random places (a disk or a copy gone wrong). */
export function flipBits(bytes: Buffer, count: number, random: Random): Buffer {
  for (let k = 0; k < count; k++) {
    const at = Math.floor(random() * bytes.length);
    bytes[at] = bytes[at]! ^ (1 << Math.floor(random() * 8));
  }
  return bytes;
}

/** Every path into the data, the root included. */
function places(node: unknown, path: Key[] = []): Key[][] {
  const below = Array.isArray(node)
    ? node.flatMap((v, i) => places(v, [...path, i]))
    : node !== null && typeof node === 'object'
      ? Object.entries(node).flatMap(([k, v]) => places(v, [...path, k]))
      : [];
  return [path, ...below];
}

/** The paths of the points `[x, y]` in the data. */
function points(data: unknown): Key[][] {
  return places(data).filter((p) => {
    const v = valueAt(data, p);
    return Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number');
  });
}

function valueAt(data: unknown, path: readonly Key[]): unknown {
  return path.reduce<unknown>((node, k) => (node as Node)[k], data);
}

function parentOf(data: unknown, path: readonly Key[]): Node {
  return valueAt(data, path.slice(0, -1)) as Node;
}

function tableOf(data: Node): [number, number] {
  const table = data['table'] as { width?: unknown; depth?: unknown } | undefined;
  return [typeof table?.width === 'number' ? table.width : 180, typeof table?.depth === 'number' ? table.depth : 120];
}
