import { describe, expect, it } from 'vitest';
import { guaitanaPolicy } from '../../ai/guaitana/policy.js';
import type { Request } from '../../src/engine/requests.js';
import { firePhase } from '../../rulesets/guaitana/procedures/fire-phase.js';
import { capacityOf } from '../../rulesets/guaitana/procedures/traits.js';
import { firePlan } from '../../rulesets/guaitana/rules/fire.js';
import { jammed } from '../../rulesets/guaitana/rules/machine-guns.js';
import type { GuaitanaState } from '../../rulesets/guaitana/state.js';
import { ask, band, battle, company, fireTargetsOf, GuaitanaTable } from './virtual-table/fixtures.js';

/** A company with a Gatling attached, 30 cm south of a native band, facing it. */
const table = () => battle({ italians: [company('c', [100, 50], { guns: ['gatling'], facing: 'north' })], natives: [band('n', [100, 82], { facing: 'south' })] });

/** The dice a rifle volley of `firers` figures rolls at the band the table measures. */
function dice(firers: number): number {
  const [target] = fireTargetsOf(new GuaitanaTable(table()), 'c');
  return firePlan({ firers, weapon: 'rifle', band: target!.band, surprised: false, mods: [] }).firing;
}

/** Runs the Fire phase: the virtual table answers, the policy chooses, `face` is every die. Returns the throws. */
function fire(state: GuaitanaState, face: number): Extract<Request, { kind: 'roll' }>[] {
  const table = new GuaitanaTable(state);
  const rolls: Extract<Request, { kind: 'roll' }>[] = [];
  const run = firePhase(state);
  let next = run.next();
  while (!next.done) {
    const request = next.value;
    if (request.kind === 'roll') rolls.push(request);
    const answer = request.kind === 'ask' ? table.answer(request.fact)
      : request.kind === 'choose' ? guaitanaPolicy.choose(state, request)
        : request.kind === 'roll' ? Array.from({ length: request.dice.count }, () => face)
          : (table.execute(request.instruction), null);
    next = run.next(answer);
  }
  return rolls;
}

describe('G4.5: a single weapon attached to an Italian infantry company (reading 29)', () => {
  it('fires with the company at its target, a machine gun adding 10 figures, after its own jam roll', () => {
    const working = [1, 2, 3, 4, 5, 6].find((f) => !jammed('gatling', f))!;
    const rolls = fire(table(), working);
    expect(rolls[0]!.purpose).toBe("G11.11: jam roll for Company c's Gatling");
    expect(rolls[1]!.dice.count).toBe(dice(20));
    expect(dice(20)).toBeGreaterThan(dice(10));
  });

  it('a jammed gun adds nothing: the company fires its own rifles', () => {
    const state = table();
    const jamming = [1, 2, 3, 4, 5, 6].find((f) => jammed('gatling', f))!;
    const rolls = fire(state, jamming);
    expect(rolls[1]!.dice.count).toBe(dice(10));
    expect(state.units.c!.guns[0]!.state).toBe('jammed');
    // one shot spent from the company's supply, shared with the gun
    expect(state.units.c!.shots).toBe(1);
  });

  it('the company keeps to the gun\'s pace, manhandled: 5 cm', () => {
    const state = table();
    expect(capacityOf(state.units.c!)).toBe(5);
  });
});
