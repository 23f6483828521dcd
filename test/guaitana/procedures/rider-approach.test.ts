import { describe, expect, it } from 'vitest';
import { approachInterview } from '../../../rulesets/guaitana/interview/movement.js';
import { battle, band, company } from '../virtual-table/fixtures.js';

/** The text of the first question the interview puts. */
function firstQuestion(...args: Parameters<typeof approachInterview>): string {
  const first = approachInterview(...args).next();
  expect(first.done).toBe(false);
  return JSON.stringify(first.value);
}

describe('G8.7.1, G9.8(2): a messenger or C-in-C rides round enemy units, and is asked so', () => {
  // the natives' messenger rides to Band n with Company a between them
  const state = battle({ italians: [company('a', [100, 60])], natives: [band('n', [100, 30]), band('far', [150, 100])], messengers: 1 });
  const messenger = state.units['natives-messenger-1']!;
  messenger.pos = { x: 100, y: 100 };

  it("the messenger's question is his ride round every enemy unit to the unit he rides to, not the first enemy in his way", () => {
    const text = firstQuestion(state, messenger, state.units.n!);
    expect(text).toContain('How far must Natives messenger 1 ride to reach Band n, going round any enemy unit in the way (contact with one would eliminate him)?');
    expect(text).not.toContain('touch');
  });

  it('so is the C-in-C’s', () => {
    expect(firstQuestion(state, state.units['natives-cinc']!, state.units.far!)).toContain('How far must Ras Alula ride to reach Band far, going round any enemy unit in the way');
  });

  it('a unit on Attack is still asked for the first enemy unit in its way, which halts it (G9.8(1))', () => {
    expect(firstQuestion(state, state.units.n!, state.units.a!)).toContain('How far must Band n go to touch Company a, or any enemy unit in its way?');
  });
});
