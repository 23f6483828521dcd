import { distance } from '../../src/table/shapes.js';
import type { TynesideInstruction } from '../../rulesets/tyneside/instructions.js';
import { newBattle } from '../../rulesets/tyneside/new-battle.js';
import { tynesideScenarioSchema } from '../../rulesets/tyneside/scenario-schema.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';
import { Board } from '../../rulesets/tyneside/virtual-table/board.js';
import { FactAnswers } from '../../rulesets/tyneside/virtual-table/answer-facts.js';
import { TynesideTable } from '../../rulesets/tyneside/virtual-table/table.js';

/** A group for `table`: id, figure positions and traits (rifle-armed Regular veterans unless told). */
export interface GroupSpec {
  readonly id: string;
  readonly at: readonly [number, number][];
  readonly traits?: Record<string, unknown>;
}

/** A leader for `table`: id, role and position. */
export interface LeaderSpec {
  readonly id: string;
  readonly role: 'pc' | 'officer' | 'nco';
  readonly at: [number, number];
}

const rifles = [{ weapon: 'rifle', loading: 'breech' }];

/**
 * A 200 × 200 cm table with the given terrain, the British (south) and the Zulus (north), each
 * figure exactly where the test puts it.
 */
export function table(terrain: unknown[], british: readonly GroupSpec[], zulus: readonly GroupSpec[], leaders: readonly LeaderSpec[] = []): TynesideState {
  const groups = (specs: readonly GroupSpec[]) => specs.map((g) => ({ id: g.id, name: g.id, figures: g.at.length, at: g.at[0], class: 'veteran', weapons: rifles, ...g.traits }));
  const state = newBattle(tynesideScenarioSchema.parse({
    ruleset: 'tyneside', title: 'test', history: 'A test table.', table: { width: 200, depth: 200 }, turnLimit: 1, terrain,
    victory: { atTurnLimit: 'draw' },
    sides: [
      { id: 'british', name: 'British', player: 'opfor', baseline: 'south', leaders: leaders.map((l) => ({ id: l.id, name: l.id, role: l.role, at: l.at, class: 'veteran', weapons: rifles })), groups: groups(british) },
      { id: 'zulus', name: 'Zulus', player: 'opfor', baseline: 'north', groups: groups(zulus) },
    ],
  }));
  for (const g of [...british, ...zulus]) g.at.forEach(([x, y], i) => void (state.figures[`${g.id}/${i + 1}`]!.pos = { x, y }));
  return state;
}

/** The virtual table's answers to facts on this state. */
export function facts(state: TynesideState): FactAnswers {
  return new FactAnswers(new Board(state), state);
}

/** Carries out an instruction on the virtual table. */
export function execute(state: TynesideState, instruction: TynesideInstruction): void {
  new TynesideTable(state).execute(instruction);
}

/** Every pair of living figures whose bases overlap (touching is not overlapping). */
export function overlaps(state: TynesideState): string[] {
  const placed = Object.values(state.figures).filter((f) => f.alive && f.pos && !state.units[f.unit]!.marker);
  const found: string[] = [];
  for (let i = 0; i < placed.length; i++) for (let j = i + 1; j < placed.length; j++) {
    const [a, b] = [placed[i]!, placed[j]!];
    if (distance(a.pos!, b.pos!) < (a.base + b.base) / 2 - 1e-6) found.push(`${a.id}+${b.id}`);
  }
  return found;
}

/** A row of `n` figure positions from (x, y), `step` cm apart along x. */
export function row(n: number, x: number, y: number, step = 3): [number, number][] {
  return Array.from({ length: n }, (_, i) => [x + i * step, y]);
}
