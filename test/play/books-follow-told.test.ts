/**
 * At a real table opfor's books follow the moves it tells (Books, rulesets/<id>/interview/books.ts):
 * its own units stand where it told them to go, not where the scenario deployed them, while a unit
 * told nothing stays put; and a game resumed from its save offers the same screens.
 */
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../src/engine/event-log.js';
import type { Point } from '../../src/table/shapes.js';
import { TableGame } from '../../src/play/table-game.js';
import type { GuaitanaState } from '../../rulesets/guaitana/state.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';
import { acceptOffered, tableGame } from '../helpers/table-game.js';

/** The units a move, charge or reveal told so far names (a Tyneside move's leaders going along too). */
function told(log: readonly LogEntry[]): Set<string> {
  const named = new Set<string>();
  for (const e of log) {
    if (e.kind !== 'tell') continue;
    const i = e.instruction as { type: string; unit?: string; with?: readonly string[] };
    if (i.unit !== undefined && i.type !== 'note') [i.unit, ...(i.with ?? [])].forEach((u) => named.add(u));
  }
  return named;
}

/** Plays the offered replies until a move of one of `side`'s units has been told; returns that unit. */
function untilMoveOf(game: TableGame, isSide: (unit: string) => boolean): string {
  for (let i = 0; i < 3000 && game.pending; i++) {
    const moved = game.session.log.flatMap((e) => (e.kind === 'tell' && e.instruction.type === 'move' ? [(e.instruction as unknown as { unit: string }).unit] : [])).find(isSide);
    if (moved !== undefined) return moved;
    acceptOffered(game);
  }
  throw new Error('no move of that side was told');
}

/**
 * A shipped scenario at a real table, `human` the player's side, played on the offered replies
 * until a move of one of `opfor`'s units is told: the books, the battle as deployed, and that unit.
 */
function untilOpforMoves<S extends { readonly units: Readonly<Record<string, { readonly side: string }>> }>(name: string, seed: number, human: string, opfor: string) {
  const game = tableGame(name, seed);
  const state = game.session.state as S;
  const deployed = game.session.ruleset.newBattle(game.origin.loaded.scenario, [human]) as S;
  return { game, state, deployed, moved: untilMoveOf(game, (u) => state.units[u]!.side === opfor) };
}

const same = (a: Point | null, b: Point | null) => a !== null && b !== null && Math.hypot(a.x - b.x, a.y - b.y) < 1e-9;

describe('Tyneside at a real table: the books make the moves opfor tells (T5.5)', () => {
  it('a Zulu group told to move stands elsewhere in the books; the British told nothing stand where deployed', () => {
    const { game, state, deployed, moved: zulu } = untilOpforMoves<TynesideState>('tyneside/mission-station', 7, 'british', 'zulus');
    const figures = state.units[zulu]!.figures.filter((f) => state.figures[f]!.alive);
    expect(figures.some((f) => !same(state.figures[f]!.pos, deployed.figures[f]!.pos))).toBe(true);
    const unmoved = Object.values(state.units).filter((u) => u.side === 'british' && !told(game.session.log).has(u.id));
    expect(unmoved.length).toBeGreaterThan(0);
    for (const unit of unmoved) for (const f of unit.figures) expect(same(state.figures[f]!.pos, deployed.figures[f]!.pos), f).toBe(true);
  });
});

describe('Guaitana at a real table: the books make the moves opfor tells (G9.3)', () => {
  it('an Italian company told to march stands along its line in the books, and the books still know where it was placed', () => {
    const { state, deployed, moved: company } = untilOpforMoves<GuaitanaState>('guaitana/agordat', 1, 'dervishes', 'italians');
    const unit = state.units[company]!;
    expect(same(unit.pos, deployed.units[company]!.pos)).toBe(false);
    expect(unit.placed?.at).toEqual(deployed.units[company]!.pos);
    // what the rules keep from the player's answers is theirs: the books' move marked no contact
    expect(Object.values(state.units).some((u) => u.turn.contacted)).toBe(false);
  });
});

/** What the player sees: the prompt, the question and opfor's advice. */
const screen = (game: TableGame) => JSON.stringify({ pending: game.pending, question: game.question, advice: game.suggestion });

describe.each([
  { name: 'tyneside/mission-station', seed: 7 },
  { name: 'guaitana/agordat', seed: 1 },
])('$name at a real table, saved once opfor has moved', ({ name, seed }) => {
  it('resumes with the same books and offers the same screens from there', () => {
    const game = tableGame(name, seed);
    const opfor = game.session.ruleset.sides(game.origin.loaded.scenario).find((s) => s.player === 'opfor')!.id;
    const state = game.session.state as { units: Record<string, { side: string }> };
    untilMoveOf(game, (u) => state.units[u]!.side === opfor);
    for (let i = 0; i < 30 && game.pending; i++) acceptOffered(game);
    const resumed = TableGame.resume(game.origin.savePath);
    expect(JSON.stringify(resumed.session.state)).toBe(JSON.stringify(game.session.state));
    for (let i = 0; i < 120 && game.pending; i++) {
      expect(screen(resumed)).toBe(screen(game));
      acceptOffered(game);
      acceptOffered(resumed);
    }
    expect(JSON.stringify(resumed.session.state)).toBe(JSON.stringify(game.session.state));
  });
});
