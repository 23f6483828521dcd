import { assign, setup } from 'xstate';

/** The turn machine's context: the game turn, the order of sides (T5.2), whose half-turn it is. */
export interface TurnContext {
  readonly turn: number;
  readonly order: readonly [string, string];
  readonly active: 0 | 1;
  readonly turnLimit: number;
  readonly loser: string | null;
}

/** Sent when a step's procedure finishes; `loser` from the end-of-half-turn check (T34). */
export type TurnEvent = { type: 'DONE'; loser?: string | null };

/**
 * T5: the Tyneside play sequence. Set-up (T35), then each game turn two half-turns, the first
 * side's then the other's, each of four steps (command and Actions, move, shoot, melee)
 * followed by the loss check (T34). Each state names the procedure that plays it in `meta`.
 */
export const tynesideMachine = setup({
  types: {
    context: {} as TurnContext,
    events: {} as TurnEvent,
    input: {} as { order: [string, string]; turnLimit: number },
  },
  guards: {
    sideLost: ({ event }) => Boolean(event.loser),
    turnLimitReached: ({ context }) => context.active === 1 && context.turn >= context.turnLimit,
    secondHalf: ({ context }) => context.active === 1,
  },
  actions: {
    recordLoser: assign({ loser: ({ event }) => event.loser ?? null }),
    nextSide: assign({ active: () => 1 as const }),
    nextTurn: assign({ active: () => 0 as const, turn: ({ context }) => context.turn + 1 }),
  },
}).createMachine({
  id: 'tyneside',
  context: ({ input }) => ({ turn: 1, order: input.order, active: 0, turnLimit: input.turnLimit, loser: null }),
  initial: 'setup',
  states: {
    setup: { meta: { procedure: 'setup', title: 'Set-up: hidden markers', rule: 'T35' }, on: { DONE: 'halfTurn' } },
    halfTurn: {
      initial: 'command',
      states: {
        command: { meta: { procedure: 'command', title: 'Step 1: command dice and Actions Table', rule: 'T5.1(1)' }, on: { DONE: 'movement' } },
        movement: { meta: { procedure: 'movement', title: 'Step 2: movement and charges', rule: 'T5.1(2)' }, on: { DONE: 'shooting' } },
        shooting: { meta: { procedure: 'shooting', title: 'Step 3: shooting', rule: 'T5.1(3)' }, on: { DONE: 'melee' } },
        melee: { meta: { procedure: 'melee', title: 'Step 4: melee', rule: 'T5.1(4)' }, on: { DONE: 'endCheck' } },
        endCheck: {
          meta: { procedure: 'end-check', title: 'End of half-turn: winning and losing', rule: 'T34' },
          on: {
            DONE: [
              { guard: 'sideLost', target: '#tyneside.over', actions: 'recordLoser' },
              { guard: 'turnLimitReached', target: '#tyneside.over' },
              { guard: 'secondHalf', target: 'command', actions: 'nextTurn' },
              { target: 'command', actions: 'nextSide' },
            ],
          },
        },
      },
    },
    over: { type: 'final' },
  },
});
