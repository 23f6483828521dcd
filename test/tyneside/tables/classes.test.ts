/** T2.1, T2.2 troop types and classes. */
import { describe, expect, it } from 'vitest';
import { TROOP_CLASSES, TROOP_TYPES } from '../../../rulesets/tyneside/tables/classes.js';

describe('T2 classifications', () => {
  it('T2.2 classes: hero, veteran, raw', () => expect(TROOP_CLASSES).toEqual(['hero', 'veteran', 'raw']));
  it('T2.1 types: regular, irregular', () => expect(TROOP_TYPES).toEqual(['regular', 'irregular']));
});
