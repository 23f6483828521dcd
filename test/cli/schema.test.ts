import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRulesets } from '../../registry/index.js';
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

  it('says the bounds a scenario must keep so that every battle finishes', () => {
    const text = scenarioSchemaText();
    const branch = (id: string) => JSON.stringify((buildScenarioSchema() as { allOf: { if: { properties: { ruleset: { const: string } } }; then: unknown }[] }).allOf.find((b) => b.if.properties.ruleset.const === id)!.then);
    for (const id of ['tyneside', 'guaitana']) {
      const schema = branch(id);
      expect(schema).toContain('"maximum":600'); // table sides
      expect(schema).toContain('"minimum":-50,"maximum":650'); // coordinates: the largest table and its margin
      expect(schema).toContain('"maxItems":100'); // terrain features, points
      expect(schema).toContain('"maxItems":40'); // units or groups a side
      expect(schema).toMatch(/"turnLimit":\{[^}]*"maximum":50/);
      expect(schema).toContain('"pattern":"^[a-z0-9-]+$"');
    }
    expect(branch('tyneside')).toMatch(/"figures":\{"type":"integer","minimum":1,"maximum":30/);
    expect(branch('guaitana')).toMatch(/"figures":\{"type":"integer","minimum":1,"maximum":100/);
    expect(branch('guaitana')).toMatch(/"breakAt":\{[^}]*"exclusiveMinimum":0,"maximum":1/);
    expect(text.endsWith('\n')).toBe(true);
  });
});
