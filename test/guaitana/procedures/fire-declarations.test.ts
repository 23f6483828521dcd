import { describe, expect, it } from 'vitest';
import type { Choice, Request } from '../../../src/engine/requests.js';
import { guaitana } from '../../../rulesets/guaitana/index.js';
import { firePhase } from '../../../rulesets/guaitana/procedures/fire-phase.js';
import { shotsLeft } from '../../../rulesets/guaitana/procedures/traits.js';
import type { GuaitanaState } from '../../../rulesets/guaitana/state.js';
import { band, battle, company } from '../virtual-table/fixtures.js';
import { drive } from '../drive.js';

type ChooseRequest = Extract<Request, { kind: 'choose' }>;

/** Two companies in line facing a native band about 36 cm off in the open: Long range for their rifles. */
const facing = () => battle({
  italians: [company('a', [80, 40], { formation: 'line', facing: 'north' }), company('b', [120, 40], { formation: 'line', facing: 'north' })],
  natives: [band('n', [100, 80], { facing: 'south' })],
});

/** The purposes of the dice a run threw. */
const throws = (requests: readonly Request[]) => requests.flatMap((r) => (r.kind === 'roll' ? [r.purpose] : []));

/** The option of a choice whose meaning is `meaning`. */
function optionMeaning(request: ChooseRequest, test: (meaning: Record<string, unknown>) => boolean): Choice {
  const option = request.options.find((o) => test((o as unknown as { meaning: Record<string, unknown> }).meaning))!;
  return { option: option.id, reasons: [] };
}

describe('G11.2: a side declares its fire at once', () => {
  it('opfor: every unit with a target fires, but one that should keep its shots holds, and the rest are asked again', () => {
    const state = facing();
    const b = state.units.b!;
    b.shots = 6;
    b.reserveShots = 1;
    const { basic, reserve } = shotsLeft(b, true);
    expect(basic + reserve).toBe(3);
    const run = drive(state, firePhase(state), { face: 6 });
    const choices = run.requests.filter((r): r is ChooseRequest => r.kind === 'choose');
    // first both, with a hold for each; then only the one that has not held
    expect(choices.map((c) => c.options.map((o) => o.id))).toEqual([['fire/all', 'fire/hold/a', 'fire/hold/b'], ['fire/all', 'fire/hold/a']]);
    expect(choices.map((c) => c.decision.units)).toEqual([['a', 'b'], ['a']]);
    // G11.10: at Long range with 3 shots left b holds; a fires; b, Italian infantry with a target, takes the forced-fire test (G11.13)
    expect(throws(run.requests)).toEqual(expect.arrayContaining([expect.stringMatching(/^G11\.7: Company a fires at Band n, long range/), 'G11.13: forced-fire test for Company b, which held its fire: 4-6 must fire']));
    expect(state.units.a!.lastTarget).toEqual({ unit: 'n', band: 'long', cover: false });
  });

  it('at a real table: the band and cover ticked are those fired at, and a unit the player holds takes the forced-fire test', () => {
    const state: GuaitanaState = facing();
    state.sight.a = ['n'];
    state.sight.b = ['n'];
    const replies: unknown[] = [['a/at/n', 'a/band/extreme', 'b/at/n', 'b/band/close', 'b/cover']];
    const { requests } = drive(state, firePhase(state), {
      face: 6,
      // the player's replies, through the interview a real table asks (the Morale Tests' questions: their likely replies)
      ask: (request) => {
        const interview = guaitana.interview(state, request.fact);
        let q = interview.next();
        while (!q.done) q = interview.next(replies.length > 0 ? replies.shift() : q.value.likely);
        return q.value;
      },
      // the player holds a first, then lets the rest fire
      choose: (request) => (request.options.length === 3 ? optionMeaning(request, (m) => m.hold === 'a') : optionMeaning(request, (m) => 'fire' in m)),
    });
    const fire = requests.find((r): r is ChooseRequest => r.kind === 'choose')!;
    expect((fire.options[0] as unknown as { meaning: unknown }).meaning).toEqual({ fire: [
      { unit: 'a', target: 'n', band: 'extreme', cm: null },
      { unit: 'b', target: 'n', band: 'close', cm: null },
    ] });
    const rolls = throws(requests);
    // b at Close range (hit on 3), in cover (−1): hits on 2 or less (G11.7-G11.8)
    expect(rolls).toContainEqual(expect.stringMatching(/^G11\.7: Company b fires at Band n, close range: \d+ dice hit on 2 or less$/));
    // a held, so tests; on a 6 it must fire, at the band the player gave, not the table's Long
    expect(rolls).toContain('G11.13: forced-fire test for Company a, which held its fire: 4-6 must fire');
    expect(rolls).toContainEqual(expect.stringMatching(/^G11\.7: Company a \(forced\) fires at Band n, extreme range/));
  });

  it('a square fires at the nearest enemy and at the nearest on its opposite side (G11.12)', () => {
    const state = battle({
      italians: [company('a', [100, 60], { formation: 'square' })],
      natives: [band('n', [100, 88], { facing: 'south' }), band('m', [100, 26], { facing: 'north' }), band('e', [134, 60], { facing: 'west' })],
    });
    const run = drive(state, firePhase(state), { face: 6 });
    const fired = throws(run.requests).filter((p) => p.startsWith('G11.7: Company a fires'));
    // n (north) nearest; e (east, 90° round) is not opposite; m (south, 180° round) is
    expect(fired).toHaveLength(2);
    expect(fired[0]).toMatch(/fires at Band n/);
    expect(fired[1]).toMatch(/fires at Band m/);
  });
});
