import { LineCounter, parseDocument, isNode, visit, type Document } from 'yaml';
import { readTextFile } from '../engine/read-text-file.js';
import { issueMessages } from './describe-issue.js';
import { HEADER_STAND_INS } from './header-schema.js';
import { formatPath, ScenarioError, type ScenarioProblem } from './problems.js';
import { salvage, within, type Path, type SalvageRules } from './salvage.js';
import { findRuleset, RULESET_IDS } from '../../registry/index.js';
import type { AnyRuleset } from '../../registry/index.js';

/** A validated scenario with the ruleset that plays it. */
export interface LoadedScenario {
  readonly file: string;
  readonly ruleset: AnyRuleset;
  readonly scenario: unknown;
}

/**
 * How many times the file's aliases (`*name`) may be copied out: a scenario needs a few, a
 * "billion laughs" file nests them to blow up to gigabytes.
 */
export const MAX_ALIAS_COPIES = 1000;

/** The longest scenario read, characters (about 1 MB): the shipped ones are about 10 000. */
export const MAX_FILE_CHARS = 1_000_000;

const tooLong = (file: string, found: string): ScenarioError =>
  new ScenarioError([{ file, path: '', message: `expected a scenario of at most ${MAX_FILE_CHARS.toLocaleString('en')} characters, found ${found}` }]);

/** Both rulesets have exactly two sides; the rest of a file is checked only with both. */
const SALVAGE_RULES: SalvageRules = {
  standIns: (path) => (path.length === 1 && Object.hasOwn(HEADER_STAND_INS, path[0] as string) ? { value: HEADER_STAND_INS[path[0] as string] } : undefined),
  keep: (path) => path.length === 2 && path[0] === 'sides',
};

/** Reads and validates a scenario file (YAML, or JSON, which is YAML too); throws ScenarioError with every problem. */
export function loadScenarioFile(file: string): LoadedScenario {
  return parseScenario(file, readScenarioText(file));
}

/**
 * The text of a scenario file; throws a ScenarioError naming `label` (default the path) when it
 * is not a regular file (a folder, `/dev/zero`, a pipe) or is too long to be a scenario.
 */
export function readScenarioText(path: string, label = path): string {
  // UTF-8 takes at most 4 bytes a character: a file this big is too long unread.
  const read = readTextFile(path, 4 * MAX_FILE_CHARS, 'a scenario');
  if ('problem' in read) throw new ScenarioError([{ file: label, path: '', message: read.problem }]);
  return read.text;
}

/**
 * Validates scenario text; `file` names it in messages. Every problem is reported at once: where
 * part of the file does not validate, the cross-field checks still run on the rest.
 */
export function parseScenario(file: string, text: string): LoadedScenario {
  if (text.length > MAX_FILE_CHARS) throw tooLong(file, `${text.length.toLocaleString('en')}`);
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length > 0) {
    throw new ScenarioError(doc.errors.map((e) => {
      const pos = lines.linePos(e.pos[0]);
      // The parser recurses: lists nested thousands deep run it out of stack, which it reports as an error.
      const why = /call stack/i.test(e.message) ? 'expected lists and mappings nested a few levels deep, found them nested too deeply to read' : `not valid YAML or JSON: ${e.message.split('\n')[0]}`;
      return { file, path: '', message: why, line: pos.line, column: pos.col };
    }));
  }
  const at = (path: readonly PropertyKey[], message: string): ScenarioProblem => ({ file, path: formatPath(path), message, ...locate(doc, lines, path) });
  const data = readData(doc, lines, file);
  const rulesetId = (data as { ruleset?: unknown } | null)?.ruleset;
  const ruleset = typeof rulesetId === 'string' ? findRuleset(rulesetId) : undefined;
  if (!ruleset) {
    throw new ScenarioError([at(['ruleset'], `expected one of ${RULESET_IDS.map((id) => `"${id}"`).join(', ')}, found ${rulesetId === undefined ? 'nothing' : JSON.stringify(rulesetId)}`)]);
  }
  const read = salvage(ruleset.scenarioSchema, data, SALVAGE_RULES);
  const problems = read.issues.flatMap(({ path, issue }) => issueMessages({ ...issue, path: [] } as typeof issue).map((m) => at([...path, ...m.path], m.message)));
  if (read.value === undefined) {
    const where = read.blockedBy && read.blockedBy.length > 0 ? formatPath(read.blockedBy) : 'the fields above';
    problems.push({ file, path: '', message: `the cross-field checks (ids, positions, overlaps, the rules for each unit) did not run: they need ${where} to be readable` });
  } else {
    // A cross-check where the loader repaired the data, or naming an entry it set aside, is of its making.
    const related = (path: Path) => read.repaired.some((r) => within(path, r) || within(r, path));
    const names = (message: string) => read.setAside.some((name) => message.includes(`"${name}"`));
    for (const p of ruleset.checkScenario(read.value)) {
      const path = read.toFile(p.path);
      if (!related(path) && !names(p.message)) problems.push(at(path, p.message));
    }
  }
  // In file order, as a compiler lists them; the note without a line last.
  if (problems.length > 0) throw new ScenarioError(problems.map((p, i) => ({ p, i })).sort((a, b) => (a.p.line ?? Infinity) - (b.p.line ?? Infinity) || a.i - b.i).map(({ p }) => p));
  return { file, ruleset, scenario: read.value };
}

/** The document as plain data; an alias bomb or any other failure to build it is a located problem. */
function readData(doc: Document, lines: LineCounter, file: string): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COPIES });
  } catch (error) {
    let first: { line: number; column: number } | undefined;
    visit(doc, {
      Alias(_, node) {
        if (node.range) {
          const pos = lines.linePos(node.range[0]);
          first = { line: pos.line, column: pos.col };
        }
        return visit.BREAK;
      },
    });
    const why = error instanceof ReferenceError && /alias/i.test(error.message)
      ? `expected aliases (*name) that copy out at most ${MAX_ALIAS_COPIES} nodes, found more (a "billion laughs" file?): write the repeated part out, or alias it less deeply`
      : `cannot read the document (${error instanceof Error ? error.message : String(error)})`;
    throw new ScenarioError([{ file, path: '', message: why, ...first }]);
  }
}

/** The line and column of the deepest node that exists along `path`. */
function locate(doc: Document, lines: LineCounter, path: readonly PropertyKey[]): { line?: number; column?: number } {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth) as unknown[], true);
    if (isNode(node) && node.range) {
      const pos = lines.linePos(node.range[0]);
      return { line: pos.line, column: pos.col };
    }
  }
  return {};
}
