import { assign, setup } from 'xstate';

/** The turn machine's context: the game turn and the turn limit (G17: a scenario parameter). */
export interface TurnContext {
  readonly turn: number;
  readonly turnLimit: number;
}

/** Sent when a phase's procedure finishes; `over` when a side has lost (scenario victory, G17). */
export type TurnEvent = { type: 'DONE'; over?: boolean };

/**
 * G7: the Guaitana sequence of play. Each turn has five phases for both sides at once (orders,
 * alternate movement, observation, simultaneous fire and melee) and then the end-of-turn morale
 * test (G13.1 trigger 5). Each state names the procedure that plays it in `meta`.
 */
export const guaitanaMachine = setup({
  types: {
    context: {} as TurnContext,
    events: {} as TurnEvent,
    input: {} as { turnLimit: number },
  },
  guards: {
    battleOver: ({ event, context }) => Boolean(event.over) || context.turn >= context.turnLimit,
  },
  actions: {
    nextTurn: assign({ turn: ({ context }) => context.turn + 1 }),
  },
}).createMachine({
  id: 'guaitana',
  context: ({ input }) => ({ turn: 1, turnLimit: input.turnLimit }),
  initial: 'turn',
  states: {
    turn: {
      initial: 'orders',
      states: {
        orders: { meta: { procedure: 'orders', title: '1 Orders: messengers, the C-in-C, initiative', rule: 'G8' }, on: { DONE: 'movement' } },
        movement: { meta: { procedure: 'movement', title: '2 Movement, alternate, Italians first', rule: 'G9' }, on: { DONE: 'observation' } },
        observation: { meta: { procedure: 'observation', title: '3 Observation', rule: 'G10' }, on: { DONE: 'fire' } },
        fire: { meta: { procedure: 'fire', title: '4 Fire, simultaneous', rule: 'G11' }, on: { DONE: 'melee' } },
        melee: { meta: { procedure: 'melee', title: '5 Melee, simultaneous', rule: 'G12' }, on: { DONE: 'endOfTurn' } },
        endOfTurn: {
          meta: { procedure: 'end-of-turn', title: 'End of turn: morale of units that lost more than half', rule: 'G13.1' },
          on: {
            DONE: [
              { guard: 'battleOver', target: '#guaitana.over' },
              { target: 'orders', actions: 'nextTurn' },
            ],
          },
        },
      },
    },
    over: { type: 'final' },
  },
});
