/**
 * Reading what can be read of a scenario that does not validate, so that `opfor check` runs the
 * cross-field checks on the rest and reports every problem at once. An entry of a list (a unit,
 * a group, a terrain feature) that fails is set aside whole, and the rest checked; elsewhere a
 * field that fails is given a stand-in when the cross-checks read nothing of it, or left out for
 * its default. Unknown fields are left out. Paths stay those of the file as written.
 */
import type { z } from 'zod';

export type Path = readonly PropertyKey[];

/** One way the loader changed the data before validating it again. */
type Repair =
  | { readonly kind: 'omit'; readonly path: Path }
  | { readonly kind: 'stand-in'; readonly path: Path; readonly value: unknown }
  | { readonly kind: 'set-aside'; readonly path: Path };

/** How to repair, per scenario format. */
export interface SalvageRules {
  /** Values for fields the cross-checks do not read, by path (`title`), used when the field does not validate. */
  readonly standIns: (path: Path) => { value: unknown } | undefined;
  /** Whether a list entry must be kept (the two sides: without one nothing is checked). */
  readonly keep: (path: Path) => boolean;
}

/** A schema issue with its path in the file as written. */
export interface PlacedIssue {
  readonly path: Path;
  readonly issue: z.core.$ZodIssue;
}

/** What could be read. */
export interface Salvaged<T> {
  /** Every schema problem, located in the file as written. */
  readonly issues: readonly PlacedIssue[];
  /** The validated data with the failing parts repaired or set aside; undefined when that was not possible. */
  readonly value: T | undefined;
  /** Where the data was changed: the cross-checks say nothing there. */
  readonly repaired: readonly Path[];
  /** The ids and names of the entries set aside: a cross-check that names one is of the loader's making. */
  readonly setAside: readonly string[];
  /** The field that could be neither left out nor set aside, when `value` is undefined. */
  readonly blockedBy?: Path;
  /** A path in the repaired data as a path in the file. */
  readonly toFile: (path: Path) => Path;
}

/** Each round repairs every failing place one step further; a file needs at most a few. */
const MAX_ROUNDS = 8;

const key = (path: Path): string => JSON.stringify(path.map((k) => (typeof k === 'number' ? k : String(k))));

/** Whether `a` is `b` or lies inside it. */
export function within(a: Path, b: Path): boolean {
  return b.length <= a.length && b.every((k, i) => k === a[i]);
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function valueAt(data: unknown, path: Path): unknown {
  let node = data;
  for (const k of path) {
    if (Array.isArray(node) && typeof k === 'number') node = node[k];
    else if (isRecord(node) && typeof k === 'string' && Object.hasOwn(node, k)) node = node[k];
    else return undefined;
  }
  return node;
}

/** Validates `data`, repairing and setting aside what fails until the rest validates. */
export function salvage<T>(schema: z.ZodType<T>, data: unknown, rules: SalvageRules): Salvaged<T> {
  const repairs = new Map<string, Repair>();
  const issues: PlacedIssue[] = [];
  const seen = new Set<string>();
  const result = (value: T | undefined, blockedBy?: Path, toFile: (p: Path) => Path = (p) => p): Salvaged<T> => {
    const repaired = [...repairs.values()];
    const setAside = repaired.filter((r) => r.kind === 'set-aside').flatMap((r) => names(valueAt(data, r.path)));
    return { issues, value, repaired: repaired.map((r) => r.path), setAside, toFile, ...(blockedBy ? { blockedBy } : {}) };
  };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { value, toFile } = applyRepairs(data, repairs);
    const parsed = schema.safeParse(value, { reportInput: true });
    if (parsed.success) return result(parsed.data, undefined, toFile);
    const before = [...repairs.values()].map((r) => r.path);
    const next: Repair[] = [];
    const places = new Set<string>();
    let blocked: Path | undefined;
    for (const issue of parsed.error.issues) {
      const path = toFile(issue.path);
      // After the first round, an issue where the loader changed the data is of its own making;
      // and one problem a field is enough (zod's own integer bound after the scenario's).
      const own = round > 0 && before.some((r) => within(path, r) || within(r, path));
      const id = `${key(path)} ${issue.code}`;
      if (!own && !seen.has(id)) {
        seen.add(id);
        issues.push({ path, issue });
      }
      if (blocked || places.has(key(path))) continue;
      places.add(key(path));
      const repairsHere = nextRepairs(data, path, issue, repairs, rules);
      // Nothing to be done here: the rest of this round's issues are still reported.
      if (repairsHere === null) blocked = path;
      else next.push(...repairsHere.filter((r) => !repairs.has(key(r.path))));
    }
    if (blocked) return result(undefined, blocked);
    if (next.length === 0) return result(undefined, []);
    for (const r of next) repairs.set(key(r.path), r);
  }
  return result(undefined, []);
}

/** The id and name of an entry set aside: problems that name it are of the loader's making. */
function names(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (!isRecord(entry)) return [];
  return [entry['id'], entry['name']].filter((v): v is string => typeof v === 'string');
}

/** The next step for one failing place, or null when nothing more can be done there. */
function nextRepairs(data: unknown, path: Path, issue: z.core.$ZodIssue, done: ReadonlyMap<string, Repair>, rules: SalvageRules): Repair[] | null {
  if (issue.code === 'unrecognized_keys') return issue.keys.map((k) => ({ kind: 'omit', path: [...path, k] }));
  // An entry of a list (a unit, a group, a terrain feature, a weapon) that fails is set aside
  // whole: what the rest of it says may not be what the author meant.
  const entry = nearestEntry(data, path);
  if (entry && !rules.keep(entry)) return done.has(key(entry)) ? null : [{ kind: 'set-aside', path: entry }];
  const found = valueAt(data, path);
  if (issue.code === 'too_big' && Array.isArray(found) && typeof issue.maximum === 'number') {
    // Too many units or features: the ones past the bound are set aside.
    return found.slice(Number(issue.maximum)).map((_, i) => ({ kind: 'set-aside', path: [...path, Number(issue.maximum) + i] }));
  }
  // Elsewhere (the header, a side's own fields) a field that fails is given a stand-in, or left
  // out for its default; a number inside a point stands for the whole point.
  let field = [...path];
  while (typeof field[field.length - 1] === 'number' && typeof valueAt(data, field) === 'number') field = field.slice(0, -1);
  if (typeof field[field.length - 1] !== 'string' || done.has(key(field))) return null;
  const standIn = rules.standIns(field);
  if (standIn) return [{ kind: 'stand-in', path: field, value: standIn.value }];
  return valueAt(data, field) === undefined ? null : [{ kind: 'omit', path: field }];
}

/** The deepest list entry holding `path` that is not a number (a point's coordinate is part of the point). */
function nearestEntry(data: unknown, path: Path): Path | undefined {
  for (let depth = path.length; depth > 0; depth--) {
    const entry = path.slice(0, depth);
    if (typeof entry[depth - 1] !== 'number' || !Array.isArray(valueAt(data, entry.slice(0, -1)))) continue;
    if (typeof valueAt(data, entry) === 'number') continue;
    return entry;
  }
  return undefined;
}

/** A copy of the data with the repairs made, and the way back from its paths to the file's. */
function applyRepairs(data: unknown, repairs: ReadonlyMap<string, Repair>): { value: unknown; toFile: (path: Path) => Path } {
  /** For each list that lost entries: the file index of each entry kept. */
  const kept = new Map<string, number[]>();
  const copy = (node: unknown, path: PropertyKey[]): unknown => {
    if (Array.isArray(node)) {
      const indices: number[] = [];
      const out: unknown[] = [];
      node.forEach((item, i) => {
        const r = repairs.get(key([...path, i]));
        if (r?.kind === 'set-aside') return;
        indices.push(i);
        out.push(r?.kind === 'stand-in' ? r.value : copy(item, [...path, i]));
      });
      if (indices.length !== node.length) kept.set(key(path), indices);
      return out;
    }
    if (isRecord(node)) {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(node)) {
        const r = repairs.get(key([...path, k]));
        if (r?.kind === 'omit') continue;
        // defineProperty: a `__proto__` key stays a key (and the schema reports it as unknown).
        Object.defineProperty(out, k, { value: r?.kind === 'stand-in' ? r.value : copy(node[k], [...path, k]), enumerable: true, writable: true, configurable: true });
      }
      for (const r of repairs.values()) {
        if (r.kind === 'stand-in' && r.path.length === path.length + 1 && within(r.path, path) && !Object.hasOwn(node, r.path[path.length] as string)) out[r.path[path.length] as string] = r.value;
      }
      return out;
    }
    return node;
  };
  const value = copy(data, []);
  const toFile = (path: Path): Path => {
    const out: PropertyKey[] = [];
    for (const k of path) {
      const indices = typeof k === 'number' ? kept.get(key(out)) : undefined;
      out.push(indices?.[k as number] ?? k);
    }
    return out;
  };
  return { value, toFile };
}
