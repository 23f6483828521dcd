import { describe, expect, it } from 'vitest';
import { damageSaves, goodSaves } from '../save-campaign.js';
import { report, soakCount } from './soak-settings.js';

describe('soak: damaged saves', () => {
  it('never crash play, report or simulate --resume; play sets them aside with the reason, the rest untouched', async () => {
    const tally = await damageSaves(await goodSaves(), soakCount('SAVES', 400), 'soak');
    report('damaged-saves', tally);
    expect(tally.faults).toEqual([]);
  });
});
