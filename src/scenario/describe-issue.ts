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
