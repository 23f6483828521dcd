/** One thing wrong with a scenario file, located: file, line, field path, what was expected and found. */
export interface ScenarioProblem {
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
  /** The field path, e.g. `sides[1].groups[0].class`. */
  readonly path: string;
  readonly message: string;
}

/** A scenario file that cannot be used, with every problem found in it. */
export class ScenarioError extends Error {
  constructor(readonly problems: readonly ScenarioProblem[]) {
    super(problems.map(formatProblem).join('\n'));
  }
}

/** `file:line:col: path: message`, the way compilers say it. */
export function formatProblem(p: ScenarioProblem): string {
  const where = p.line === undefined ? p.file : `${p.file}:${p.line}:${p.column ?? 1}`;
  return `${where}: ${p.path || '(top level)'}: ${p.message}`;
}

/** `sides[1].groups[0].class` from a zod or YAML path. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), '');
}
