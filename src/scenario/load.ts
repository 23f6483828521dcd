import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument, isNode, type Document } from 'yaml';
import { describeIssue } from './describe-issue.js';
import { formatPath, ScenarioError, type ScenarioProblem } from './problems.js';
import { findRuleset, RULESET_IDS } from '../../rulesets/registry.js';
import type { AnyRuleset } from '../../rulesets/registry.js';

/** A validated scenario with the ruleset that plays it. */
export interface LoadedScenario {
  readonly file: string;
  readonly ruleset: AnyRuleset;
  readonly scenario: unknown;
}

/** Reads and validates a scenario file (YAML, or JSON, which is YAML too); throws ScenarioError with every problem. */
export function loadScenarioFile(file: string): LoadedScenario {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ScenarioError([{ file, path: '', message: `cannot read the file (${(error as NodeJS.ErrnoException).code ?? 'error'})` }]);
  }
  return parseScenario(file, text);
}

/** Validates scenario text; `file` names it in messages. */
export function parseScenario(file: string, text: string): LoadedScenario {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length > 0) {
    throw new ScenarioError(doc.errors.map((e) => {
      const pos = lines.linePos(e.pos[0]);
      return { file, path: '', message: `not valid YAML or JSON: ${e.message.split('\n')[0]}`, line: pos.line, column: pos.col };
    }));
  }
  const data: unknown = doc.toJS();
  const at = (path: readonly PropertyKey[], message: string): ScenarioProblem => ({ file, path: formatPath(path), message, ...locate(doc, lines, path) });
  const rulesetId = (data as { ruleset?: unknown } | null)?.ruleset;
  const ruleset = typeof rulesetId === 'string' ? findRuleset(rulesetId) : undefined;
  if (!ruleset) {
    throw new ScenarioError([at(['ruleset'], `expected one of ${RULESET_IDS.map((id) => `"${id}"`).join(', ')}, found ${rulesetId === undefined ? 'nothing' : JSON.stringify(rulesetId)}`)]);
  }
  const parsed = ruleset.scenarioSchema.safeParse(data, { reportInput: true });
  if (!parsed.success) throw new ScenarioError(parsed.error.issues.map((issue) => at(issue.path, describeIssue(issue))));
  const problems = ruleset.checkScenario(parsed.data).map((p) => at(p.path, p.message));
  if (problems.length > 0) throw new ScenarioError(problems);
  return { file, ruleset, scenario: parsed.data };
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
