import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRulesets } from '../../rulesets/registry.js';
import { buildScenarioSchema, SCENARIO_SCHEMA_PATH, scenarioSchemaText } from '../../src/scenario/write-schema.js';

describe('the scenario JSON Schema', () => {
  it('is committed as the builder makes it (run `npm run build && npm run schema` after changing a scenario schema)', () => {
    expect(readFileSync(SCENARIO_SCHEMA_PATH, 'utf8')).toBe(scenarioSchemaText());
  });

  it('picks each ruleset by its `ruleset` field', () => {
    const schema = buildScenarioSchema() as { properties: { ruleset: { enum: string[] } }; allOf: { if: unknown; then: { properties: Record<string, unknown>; required: string[] } }[] };
    const ids = allRulesets().map((r) => r.id);
    expect(schema.properties.ruleset.enum).toEqual(ids);
    expect(schema.allOf.map((branch) => branch.if)).toEqual(ids.map((id) => ({ properties: { ruleset: { const: id } }, required: ['ruleset'] })));
    for (const branch of schema.allOf) {
      expect(branch.then.properties).toHaveProperty('sides');
      // fields with defaults are optional in the input schema
      expect(branch.then.required).not.toContain('terrain');
    }
  });
});
