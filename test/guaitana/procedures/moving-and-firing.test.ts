import { describe, expect, it } from 'vitest';
import { firePhase } from '../../../rulesets/guaitana/procedures/fire-phase.js';
import { movementPhase } from '../../../rulesets/guaitana/procedures/movement-phase.js';
import { observationPhase } from '../../../rulesets/guaitana/procedures/observation-phase.js';
import { movedOverHalf } from '../../../rulesets/guaitana/procedures/traits.js';
import { band, battle, company } from '../virtual-table/fixtures.js';
import { drive } from '../drive.js';

/** A company in line on Defend, a native band 25 cm off in the open, both in sight. */
const facing = () => battle({
  italians: [company('a', [100, 40], { formation: 'line', facing: 'north' })],
  natives: [band('n', [100, 72], { facing: 'south' })],
});

describe('G9.7(3), G9.10: a formation change uses half the capacity, which is not more than half', () => {
  it('a company forming square against a mass may still fire', () => {
    const state = facing();
    drive(state, observationPhase(state));
    drive(state, movementPhase(state));
    const a = state.units.a!;
    expect(a.formation).toBe('square');
    expect(a.turn.used).toBe(0.5);
    expect(movedOverHalf(a)).toBe(false);
    const run = drive(state, firePhase(state));
    expect(run.requests.some((r) => r.kind === 'roll' && r.purpose.startsWith('G11.7: Company a'))).toBe(true);
  });

  it('forming and then moving on is more than half: no fire', () => {
    const state = facing();
    state.units.a!.turn.used = 0.5 + 0.2;
    expect(movedOverHalf(state.units.a!)).toBe(true);
  });
});
