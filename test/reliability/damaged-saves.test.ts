import { describe, expect, it } from 'vitest';
import { damageSaves, goodSaves } from './save-campaign.js';
import { DAMAGES } from './save-damage.js';

describe('damaged saves (truncated, bits flipped, empty, a newer version, nested deep, edited, garbage)', () => {
  it('never crash play, report or simulate --resume; play sets them aside with the reason, the file as it was, the other save untouched', async () => {
    const tally = await damageSaves(await goodSaves(), 2 * DAMAGES.length, 'npm test');
    expect(tally.faults).toEqual([]);
    expect(tally.byDamage.empty).toEqual({ tried: 2, setAside: 2, resumed: 0 });
    expect(tally.byDamage['newer-version']).toEqual({ tried: 2, setAside: 2, resumed: 0 });
    expect(tally.refusedByCommands).toBeGreaterThan(2 * DAMAGES.length);
  }, 120_000);
});
