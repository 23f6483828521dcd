import type { TraceOptions } from './tracer.js';
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describeIssue } from '../scenario/describe-issue.js';
import { parseScenario, type LoadedScenario } from '../scenario/load.js';
import { formatPath, ScenarioError } from '../scenario/problems.js';
import { saveSchema, SAVE_FORMAT, SAVE_VERSION, type Checkpoint, type SaveFile } from './save-schema.js';
import { ReplayMismatch, SaveError } from './errors.js';
import { readTextFile } from './read-text-file.js';
import { replayFailure, thisRelease } from './save-release.js';
import { Session } from './session.js';
import type { BattleOutcome } from './ruleset.js';

export { SAVE_FORMAT, SAVE_VERSION, type Checkpoint, type SaveFile } from './save-schema.js';

export { SaveError } from './errors.js';

/** What a save needs besides the session: the scenario as read, the seed, the turn cap. */
export interface SaveContext {
  readonly scenario: { readonly file: string; readonly text: string };
  readonly seed: number | string;
  readonly maxTurns: number | null;
  /** The result when the battle was ended by a turn cap rather than by the rules; default: the session's own. */
  readonly outcome?: BattleOutcome | null;
  /** Play mode's undo points, kept so a resumed game can still take back its last answers. */
  readonly undo?: readonly Checkpoint[];
  /** Play mode's last reply to each question (by key), so a resumed game offers them again. */
  readonly replies?: ReadonlyMap<string, unknown>;
  /** Play mode's replies to the pending fact's questions so far, so quitting mid-interview loses none. */
  readonly interview?: readonly unknown[];
  /** Play mode's list numbers (by list), so a resumed game numbers its lists as before. */
  readonly numbers?: [string, [string, number][]][];
}

/** The save of a session, as written: resuming replays it to exactly the request it stood at. */
export function buildSave<S>(session: Session<S>, context: SaveContext): SaveFile {
  const outcome = context.outcome ?? session.outcome;
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    ruleset: session.ruleset.id,
    writtenBy: thisRelease(session.ruleset),
    scenario: { file: context.scenario.file, text: context.scenario.text },
    // the commanders too: a resumed battle's AI must choose as it did, or it does not replay
    answering: { table: session.answering.table, dice: session.answering.dice, players: { ...session.answering.players }, ...(session.answering.commanders ? { commanders: { ...session.answering.commanders } } : {}) },
    seed: context.seed,
    dice: session.diceState(),
    answers: session.answers.map((a) => ({ kind: a.kind, value: a.value, source: a.source })),
    requestsAnswered: session.requestsAnswered,
    machine: asJson(session.machineSnapshot()) as Record<string, unknown>,
    state: asJson(session.state) as Record<string, unknown>,
    status: outcome ? 'finished' : 'in-progress',
    outcome: outcome ? (asJson(outcome) as BattleOutcome) : null,
    maxTurns: context.maxTurns,
    ...(context.undo ? { undo: context.undo.map((c) => ({ ...c })) } : {}),
    ...(context.interview && context.interview.length > 0 ? { interview: context.interview.map(asJson) } : {}),
    ...(context.numbers && context.numbers.length > 0 ? { numbers: context.numbers } : {}),
    ...(context.replies ? { replies: [...context.replies].map(([key, value]) => [key, asJson(value)] as [string, unknown]) } : {}),
  };
}

/**
 * Writes a session's save to `path` atomically (a temporary file in the same folder, then a
 * rename), so a crash never leaves half a save. Refuses to replace a file that is not an
 * opfor save, unless `target` says this session wrote it already (autosaves, every answer).
 */
export function writeSave<S>(path: string, session: Session<S>, context: SaveContext, target: 'check' | 'written-by-us' = 'check'): SaveFile {
  const save = buildSave(session, context);
  if (target === 'check') refuseForeignTarget(path);
  const temp = join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`);
  try {
    writeFileSync(temp, `${JSON.stringify(save, null, 2)}\n`, { flag: 'wx' });
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw new SaveError(`${path}: cannot write the save (${errorCode(error)})`);
  }
  return save;
}

/** Reads and validates a save file; throws SaveError naming the file and what is wrong. */
export function readSave(path: string): SaveFile {
  const read = readTextFile(path, MAX_SAVE_BYTES, 'a save');
  if ('problem' in read) throw new SaveError(`${path}: ${read.problem === 'cannot read the file (ENOENT)' ? 'no such save file' : read.problem.replace('the file', 'the save')}`);
  return parseSave(path, read.text);
}

/** The longest save read, bytes: a whole long battle's save is well under a megabyte. */
const MAX_SAVE_BYTES = 64 * 1024 * 1024;

/** How deep a save's values may nest: far beyond any battle state, short of any stack's limit. */
const MAX_SAVE_DEPTH = 64;

/** How deep a parsed JSON value nests (a scalar 0), counted without recursion so no depth can overflow the stack. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_SAVE_DEPTH) return deepest; // deep enough to refuse: no need to walk the rest
    for (const child of Object.values(v as object)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Validates the text of a save file; `path` names it in messages. */
export function parseSave(path: string, text: string): SaveFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SaveError(`${jsonErrorLocation(path, text, (error as Error).message)}: not a save file: not valid JSON (${(error as Error).message})`);
  }
  const head = (data ?? {}) as { format?: unknown; version?: unknown };
  if (typeof data !== 'object' || data === null || Array.isArray(data) || head.format !== SAVE_FORMAT) {
    throw new SaveError(`${path}: not an opfor save (expected "format": "${SAVE_FORMAT}")`);
  }
  if (depthOf(data) > MAX_SAVE_DEPTH) throw new SaveError(`${path}: not a save this opfor wrote: its values nest deeper than ${MAX_SAVE_DEPTH} levels`);
  if (typeof head.version === 'number' && head.version > SAVE_VERSION) {
    throw new SaveError(`${path}: this save is version ${head.version}, written by a newer opfor; this opfor reads version ${SAVE_VERSION} (upgrade opfor)`);
  }
  const parsed = saveSchema.safeParse(data, { reportInput: true });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${formatPath(issue.path) || '(top level)'}: ${describeIssue(issue)}`);
    throw new SaveError(`${path}: not a valid opfor save:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** A resumed battle: the session, back where the save left it, and its scenario. */
export interface ResumedGame {
  readonly session: Session<object>;
  readonly loaded: LoadedScenario;
  readonly save: SaveFile;
}

/**
 * Rebuilds a saved battle: parses the embedded scenario, replays the answers to exactly where
 * the save stood, and checks that the replay reached the saved machine snapshot and
 * state. A save that does not replay is SaveFromOtherRelease when its ruleset replay version is
 * not this one's (or missing), else SaveError. `path` names the save in messages.
 */
export function resumeSession(save: SaveFile, path = 'save', trace: TraceOptions | null = null): ResumedGame {
  let loaded: LoadedScenario;
  try {
    loaded = parseScenario(save.scenario.file, save.scenario.text);
  } catch (error) {
    if (error instanceof ScenarioError) throw new SaveError(`${path}: the scenario inside the save is not valid:\n${error.message}`);
    throw error;
  }
  if (loaded.ruleset.id !== save.ruleset) {
    throw new SaveError(`${path}: the save says ruleset "${save.ruleset}" but its scenario is for "${loaded.ruleset.id}"`);
  }
  const cannotReplay = (why: string) => replayFailure(path, save.writtenBy, loaded.ruleset, why);
  let session: Session<object>;
  try {
    session = Session.replay(loaded.ruleset, loaded.scenario, save.answering, save.dice, save.answers, save.requestsAnswered, trace);
  } catch (error) {
    if (error instanceof ReplayMismatch) throw cannotReplay(error.message);
    // a recorded answer of the wrong shape (an edited or damaged save: the rules code trusts its
    // own answers) fails somewhere in the rules code as it is replayed
    throw cannotReplay(`replaying its answers failed (${error instanceof Error ? error.message : String(error)})`);
  }
  const undoProblem = checkpointProblem(save);
  if (undoProblem) throw cannotReplay(undoProblem);
  if (canonicalJson(session.machineSnapshot()) !== canonicalJson(save.machine)) throw cannotReplay('the turn machine is not where the save left it');
  if (canonicalJson(session.state) !== canonicalJson(save.state)) throw cannotReplay('the battle state differs from the saved one');
  return { session, loaded, save };
}

/** Why the save's undo points cannot be where the battle once stood (in order, within the answers recorded), or null. */
function checkpointProblem(save: SaveFile): string | null {
  let previous: Checkpoint | null = null;
  for (const [k, c] of (save.undo ?? []).entries()) {
    if (c.answers > save.answers.length || c.requestsAnswered > save.requestsAnswered || c.answers > c.requestsAnswered) return `undo point ${k + 1} is beyond the answers recorded`;
    if (previous && (c.answers < previous.answers || c.requestsAnswered <= previous.requestsAnswered)) return `undo point ${k + 1} is not after the one before it`;
    previous = c;
  }
  return null;
}

/** Throws unless `path` is free or already holds an opfor save. */
function refuseForeignTarget(path: string): void {
  let isFile: boolean;
  try {
    isFile = statSync(path).isFile();
  } catch {
    return; // nothing there yet
  }
  const refuse = (what: string) => new SaveError(`${path}: ${what}; refusing to overwrite it (choose another file name)`);
  if (!isFile) throw refuse('is not a file');
  let format: unknown;
  try {
    format = (JSON.parse(readFileSync(path, 'utf8')) as { format?: unknown } | null)?.format;
  } catch {
    throw refuse('exists and is not an opfor save');
  }
  if (format !== SAVE_FORMAT) throw refuse('exists and is not an opfor save');
}

/** `file:line:col` of a JSON.parse error, when its message gives a position. */
function jsonErrorLocation(path: string, text: string, message: string): string {
  const lineCol = /line (\d+) column (\d+)/.exec(message);
  if (lineCol) return `${path}:${lineCol[1]}:${lineCol[2]}`;
  const position = /position (\d+)/.exec(message);
  const offset = position ? Number(position[1]) : /end of JSON input/.test(message) ? text.length : null;
  if (offset === null) return path;
  const before = text.slice(0, offset).split('\n');
  return `${path}:${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

/** The value as JSON would carry it (drops undefined, functions). */
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** JSON text with object keys sorted, so two values compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(asJson(value), (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}
