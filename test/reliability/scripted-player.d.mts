import type { TableGame } from '../../src/play/table-game.js';

/** Where a game stands: requests answered, and questions answered in the interview on screen. */
export function position(game: TableGame): string;
/** Opens the scenario as `opfor play SCENARIO --seed SEED` does; takes the unfinished game when one is offered. */
export function openScripted(scenario: string, seed: number): { game: TableGame; resumed: boolean; notes: readonly string[] };
/** Gives the reply the screen offers; throws if refused. */
export function replyOffered(game: TableGame): void;
