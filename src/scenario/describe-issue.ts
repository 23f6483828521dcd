import type { z } from 'zod';

/** Says a value the way a scenario author would write it. */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'a list';
  if (value !== null && typeof value === 'object') return 'a mapping';
  return String(value);
}

/** Turns a zod issue into "expected X, found Y" wording. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const found = 'input' in issue ? `, found ${shown(issue.input)}` : '';
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}${found}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}${found}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'invalid_union':
      return `expected one of the allowed forms${found} (${issue.errors.map((e) => e.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join(', ')).join(' | ')})`;
    default:
      return `${issue.message}${found}`;
  }
}

/**
 * An issue as located messages. A failed union whose one form matches the value's shape (a
 * `polygon:` under `shape`) says what is wrong inside that form, at its own path; otherwise it
 * lists the forms.
 */
export function issueMessages(issue: z.core.$ZodIssue): { path: PropertyKey[]; message: string }[] {
  if (issue.code === 'invalid_union') {
    const meant = issue.errors.filter((branch) => branch.length > 0 && branch.every((i) => i.code !== 'unrecognized_keys' && i.path.length > 0));
    if (meant.length === 1) return meant[0]!.flatMap((inner) => issueMessages(inner).map((m) => ({ path: [...issue.path, ...m.path], message: m.message })));
  }
  // Each unknown field at its own line.
  if (issue.code === 'unrecognized_keys') return issue.keys.map((k) => ({ path: [...issue.path, k], message: `unknown field "${k}"` }));
  return [{ path: [...issue.path], message: describeIssue(issue) }];
}
