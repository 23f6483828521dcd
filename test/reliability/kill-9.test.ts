import { beforeAll, describe, expect, it } from 'vitest';
import { needBuiltCli } from './judge.js';
import { killRepeatedly } from './kill-campaign.js';

beforeAll(needBuiltCli);

describe('a game at a real table killed (kill -9) at random moments', () => {
  it('resumes where the last reply left it, or with the reply being given, and its save always reads back', async () => {
    const tally = await killRepeatedly('mission-station', 3, 3, 'npm test');
    expect(tally.faults).toEqual([]);
    expect(tally.kills).toBe(3);
    expect(tally.damagedSaves).toBe(0);
    // every restart but one killed while opening the game was seen to resume
    expect(tally.resumedAtLastReply + tally.resumedWithReplyInFlight).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
