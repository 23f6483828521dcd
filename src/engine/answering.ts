import { NOTE, type Request, type SideId } from './requests.js';
import type { PolicyName, Temperament } from './ruleset.js';

/** Whose table the battle is played on: opfor's virtual one, or the human's real one. */
export type TableKind = 'virtual' | 'real';
/** Whose dice: opfor's seeded dice, or the human's real dice typed in. */
export type DiceMode = 'app' | 'physical';

/** Who answers what in a session; saved with the game. */
export interface Answering {
  table: TableKind;
  dice: DiceMode;
  /** Each side is played by opfor's AI or by the human. */
  players: Record<SideId, 'ai' | 'human'>;
  /** How the AI plays each side it plays; a side not named here gets the commander with its scenario's temperament. */
  commanders?: Record<SideId, Commander>;
}

/** How opfor plays a side: which of the ruleset's policies, with what temperament. */
export interface Commander {
  readonly policy: PolicyName;
  readonly temperament: Temperament;
}

/** opfor on every side, on its virtual table, with its own dice: simulate, watch, the benchmark. */
export function opforOnly(sides: readonly { readonly id: SideId }[], commanders?: Record<SideId, Commander>): Answering {
  return { table: 'virtual', dice: 'app', players: Object.fromEntries(sides.map((s) => [s.id, 'ai' as const])), ...(commanders ? { commanders } : {}) };
}

/** The sides a human plays at a real table; none on a virtual one. */
export function humanAtTable(answering: Answering): SideId[] {
  return answering.table === 'real' ? Object.entries(answering.players).flatMap(([side, player]) => (player === 'human' ? [side] : [])) : [];
}

/** An ask that only informs a side's AI, when the human plays that side: it answers null unasked. */
export function humanAdvised(request: Request, answering: Answering): boolean {
  return request.kind === 'ask' && request.advises !== undefined && answering.players[request.advises] === 'human';
}

/** Whether a request waits for the human under this answering. */
export function answeredByHuman(request: Request, answering: Answering): boolean {
  switch (request.kind) {
    case 'roll':
      return answering.dice === 'physical';
    case 'ask':
      return answering.table === 'real' && !humanAdvised(request, answering);
    case 'tell':
      // a note changes nothing on the table: it is shown, never waited for
      return answering.table === 'real' && request.instruction.type !== NOTE && !request.instruction.withNext;
    case 'choose':
      return answering.players[request.side] === 'human';
  }
}
