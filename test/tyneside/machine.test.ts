import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { tynesideMachine } from '../../rulesets/tyneside/machine.js';

/** Walks the machine by sending DONE, recording each state's procedure, turn and active side. */
function walk(turnLimit: number, loserAt?: number) {
  const actor = createActor(tynesideMachine, { input: { order: ['players', 'solo'], turnLimit } }).start();
  const seen: string[] = [];
  for (let i = 0; i < 100 && actor.getSnapshot().status !== 'done'; i++) {
    const snap = actor.getSnapshot();
    const meta = Object.values(snap.getMeta() as Record<string, { procedure: string }>).at(-1)!;
    seen.push(`${snap.context.turn}:${snap.context.order[snap.context.active]}:${meta.procedure}`);
    actor.send({ type: 'DONE', loser: i === loserAt ? 'solo' : null });
  }
  return { seen, context: actor.getSnapshot().context };
}

describe('T5 play sequence', () => {
  it('plays set-up, then each side in turn through command, movement, shooting, melee and the loss check', () => {
    const steps = ['command', 'movement', 'shooting', 'melee', 'end-check'];
    expect(walk(2).seen).toEqual([
      '1:players:setup',
      ...steps.map((s) => `1:players:${s}`),
      ...steps.map((s) => `1:solo:${s}`),
      ...steps.map((s) => `2:players:${s}`),
      ...steps.map((s) => `2:solo:${s}`),
    ]);
  });

  it('ends at once when a side has lost (T34), recording the loser', () => {
    const { seen, context } = walk(10, 5);
    expect(seen.at(-1)).toBe('1:players:end-check');
    expect(context.loser).toBe('solo');
  });

  it('a persisted snapshot restores mid-turn', () => {
    const actor = createActor(tynesideMachine, { input: { order: ['a', 'b'], turnLimit: 3 } }).start();
    for (let i = 0; i < 8; i++) actor.send({ type: 'DONE' });
    const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(tynesideMachine, { snapshot: saved, input: { order: ['a', 'b'], turnLimit: 3 } }).start();
    expect(restored.getSnapshot().value).toEqual(actor.getSnapshot().value);
    expect(restored.getSnapshot().context).toEqual({ turn: 1, order: ['a', 'b'], active: 1, turnLimit: 3, loser: null });
  });
});
