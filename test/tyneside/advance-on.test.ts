import { describe, expect, it } from 'vitest';
import { aiBattle } from '../helpers/battle.js';
import type { TynesideInstruction } from '../../rulesets/tyneside/instructions.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';

/**
 * T14.1: commanded troops move as their player wishes, so a commanded unit may advance on any
 * enemy group on the table, not only its nearest: the Mazoe patrol goes for the rebel group
 * nobody is fighting (T34: every group must break at once).
 */
describe('T14.1 advancing on a named enemy group', () => {
  it('is chosen in a battle, and the unit moves a full move on that group', () => {
    const { session } = aiBattle('tyneside/bush-ambush', 1);
    session.advance();
    const log = session.log;
    const at = log.findIndex((e) => e.kind === 'choose' && e.choice.option.startsWith('advance-on:'));
    expect(at).toBeGreaterThan(0);
    const chosen = log[at]!;
    if (chosen.kind !== 'choose') throw new Error('not a choice');
    const target = chosen.choice.option.slice('advance-on:'.length);
    const state = session.state as TynesideState;
    expect(state.units[target]!.side).toBe('mashona');
    const move = log.slice(at + 1).find((e) => e.kind === 'tell' && e.instruction.type === 'move');
    expect(move?.kind === 'tell' && (move.instruction as TynesideInstruction & { type: 'move' })).toMatchObject({ goal: { kind: 'toward-unit', unit: target }, fraction: 1 });
    expect(chosen.choice.reasons[0]!.rule).toBe('T34');
  });
});
