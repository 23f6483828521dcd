/** Small Guaitana battles for the virtual-table tests: a 200 × 120 cm table, Italians from the south, natives from the north. */
import type { GuaitanaFact, GuaitanaFactAnswer } from '../../../rulesets/guaitana/facts.js';
import type { GuaitanaInstruction } from '../../../rulesets/guaitana/instructions.js';
import { newBattle } from '../../../rulesets/guaitana/new-battle.js';
import { guaitanaScenarioSchema } from '../../../rulesets/guaitana/scenario-schema.js';
import type { GuaitanaState } from '../../../rulesets/guaitana/state.js';
import { GuaitanaTable } from '../../../rulesets/guaitana/virtual-table/table.js';

type Input = Record<string, unknown>;

/**
 * A battle with these units and terrain. Each side's C-in-C and baggage stand in its own far
 * corner, out of the way (Italians south-west, natives north-east); no messengers unless
 * `messengers` gives each side that many.
 */
export function battle(opts: { italians?: Input[]; natives?: Input[]; terrain?: Input[]; hiding?: string[]; messengers?: number }): GuaitanaState {
  const scenario = guaitanaScenarioSchema.parse({
    ruleset: 'guaitana',
    title: 'Test',
    history: 'A test table.',
    table: { width: 200, depth: 120 },
    terrain: opts.terrain ?? [],
    turnLimit: 10,
    ...(opts.hiding ? { hiding: opts.hiding } : {}),
    sides: [
      {
        id: 'italians', name: 'Italians', player: 'human', nation: 'italian', baseline: 'south', messengers: opts.messengers ?? 0,
        cinc: { name: 'Baratieri', at: [4, 4] }, baggage: { name: 'Italian baggage', at: [14, 4], escort: 2 },
        units: opts.italians ?? [{ id: 'reserve', name: 'Reserve', type: 'italian-infantry', figures: 8, at: [196, 10], order: 'defend' }],
      },
      {
        id: 'natives', name: 'Natives', player: 'opfor', nation: 'native', baseline: 'north', messengers: opts.messengers ?? 0,
        cinc: { name: 'Ras Alula', at: [196, 116] }, baggage: { name: 'Native baggage', at: [186, 116], escort: 2 },
        units: opts.natives ?? [{ id: 'band', name: 'Band', type: 'native-infantry', figures: 10, at: [4, 110], order: 'defend' }],
      },
    ],
    victory: { atTurnLimit: 'draw' },
  });
  return newBattle(scenario);
}

/** An Italian infantry company of 10 figures. */
export function company(id: string, at: [number, number], extra: Input = {}): Input {
  return { id, name: `Company ${id}`, type: 'italian-infantry', figures: 10, at, order: 'defend', ...extra };
}

/** A native infantry mass of 9 figures (3 × 3 figures, 6 × 6 cm), javelins. */
export function band(id: string, at: [number, number], extra: Input = {}): Input {
  return { id, name: `Band ${id}`, type: 'native-infantry', figures: 9, at, order: 'defend', ...extra };
}

/** A rect terrain feature. */
export function rect(name: string, type: string, x: number, y: number, width: number, depth: number, extra: Input = {}): Input {
  return { name, type, shape: { rect: { x, y, width, depth } }, ...extra };
}

/** Asks the table a fact, typed. */
export function ask<F extends GuaitanaFact>(table: GuaitanaTable, fact: F): GuaitanaFactAnswer[F['id']] {
  return table.answer(fact) as GuaitanaFactAnswer[F['id']];
}

/** One unit's legal fire targets on the table, nearest first (the fact asks a side's units at once). */
export function fireTargetsOf(table: GuaitanaTable, unit: string): GuaitanaFactAnswer['fire-targets'][string] {
  return ask(table, { id: 'fire-targets', units: [unit] })[unit]!;
}

/** Tells the table an instruction. */
export function tell(table: GuaitanaTable, instruction: Omit<Extract<GuaitanaInstruction, { type: 'move' }>, 'text' | 'reasons'> | { type: 'form'; unit: string; formation: 'line' | 'skirmish' | 'column' | 'square' | 'mass' }): void {
  table.execute({ text: 'test', reasons: [], ...instruction } as GuaitanaInstruction);
}

export { GuaitanaTable };
