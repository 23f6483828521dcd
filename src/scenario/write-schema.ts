import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { allRulesets } from '../../registry/index.js';
import type { AnyRuleset } from '../../registry/index.js';
import { packageRoot } from '../package-info.js';

/** Where the schema is committed, relative to the package root. */
export const SCENARIO_SCHEMA_PATH = 'schema/scenario.schema.json';

/**
 * The JSON Schema (draft-07, which editors' YAML support reads) of every scenario file opfor
 * accepts: the `ruleset` field picks the ruleset, whose own scenario schema then applies.
 * Built from each ruleset's zod schema as input, so fields with defaults are optional.
 */
export function buildScenarioSchema(rulesets: readonly AnyRuleset[] = allRulesets()): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'opfor scenario',
    description: 'A scenario file for opfor. Generated from the rulesets by `npm run schema`: do not edit.',
    type: 'object',
    required: ['ruleset'],
    properties: {
      ruleset: { description: 'the rules this scenario is played with', enum: rulesets.map((r) => r.id) },
    },
    allOf: rulesets.map((ruleset) => ({
      if: { properties: { ruleset: { const: ruleset.id } }, required: ['ruleset'] },
      then: rulesetSchema(ruleset),
    })),
  };
}

/** The schema text as committed: two-space JSON with a final newline. */
export function scenarioSchemaText(rulesets?: readonly AnyRuleset[]): string {
  return `${JSON.stringify(buildScenarioSchema(rulesets), null, 2)}\n`;
}

function rulesetSchema(ruleset: AnyRuleset): Record<string, unknown> {
  const { $schema: _draft, ...schema } = z.toJSONSchema(ruleset.scenarioSchema, { io: 'input', target: 'draft-7' }) as Record<string, unknown>;
  // A $ref would point into the ruleset's own document, which is nested here: inline schemas only.
  if (JSON.stringify(schema).includes('"$ref"')) {
    throw new Error(`the ${ruleset.id} scenario schema produced a $ref: do not register or reuse it by id, so it inlines`);
  }
  return { title: `${ruleset.name} scenario`, ...schema };
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const target = join(packageRoot(), SCENARIO_SCHEMA_PATH);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, scenarioSchemaText());
  process.stdout.write(`wrote ${target}\n`);
}
