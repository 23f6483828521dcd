import { beforeAll, describe, expect, it } from 'vitest';
import { needBuiltCli, SHIPPED } from '../judge.js';
import { killRepeatedly, type KillTally } from '../kill-campaign.js';
import { report, soakCount } from './soak-settings.js';

beforeAll(needBuiltCli);

describe('soak: kill -9 during play', () => {
  it('every shipped scenario: each restart resumes at the last reply or with the one in flight; no save is ever damaged', async () => {
    const kills = soakCount('KILLS', 36);
    const tallies: KillTally[] = [];
    for (const [k, scenario] of SHIPPED.entries()) {
      tallies.push(await killRepeatedly(scenario, 10 + k, Math.ceil(kills / SHIPPED.length), `soak:${scenario}`));
    }
    const sum = (key: keyof Omit<KillTally, 'scenario' | 'faults'>) => tallies.reduce((n, t) => n + t[key], 0);
    const totals = { kills: sum('kills'), killedWhileOpening: sum('killedWhileOpening'), resumedAtLastReply: sum('resumedAtLastReply'), resumedWithReplyInFlight: sum('resumedWithReplyInFlight'), killedAfterTheEnd: sum('killedAfterTheEnd'), damagedSaves: sum('damagedSaves'), leftTemporaryFiles: sum('leftTemporaryFiles'), replies: sum('replies') };
    report('kill-9', { totals, tallies });
    expect(tallies.flatMap((t) => t.faults)).toEqual([]);
    expect(totals.damagedSaves).toBe(0);
  });
});
