import { tynesideTraceRules } from './trace-rules.js';
import type { AnyEventObject } from 'xstate';
import type { Procedure } from '../../src/engine/requests.js';
import type { BattleOutcome, Ruleset, StepInfo } from '../../src/engine/ruleset.js';
import { checkTynesideScenario } from './check-scenario.js';
import { tynesideMachine, type TurnContext } from './machine.js';
import { newBattle } from './new-battle.js';
import { commandStep } from './procedures/command-step.js';
import { endCheck } from './procedures/end-check.js';
import { placeMarkers } from './procedures/hidden-markers.js';
import { meleeStep } from './procedures/melee-step.js';
import { movementStep } from './procedures/movement-step.js';
import { shootingStep } from './procedures/shooting-step.js';
import { tynesideScenarioSchema, type TynesideScenario } from './scenario-schema.js';
import { living, type TynesideState } from './state.js';
import { TynesideTable } from './virtual-table/table.js';
import { describeFact, tynesideInterview } from './interview/index.js';
import { TynesideBooks } from './interview/books.js';
import { tynesideMapView } from './map-view.js';
import type { TynesideInstruction } from './instructions.js';
import { tracePositions, traceUnits } from './trace.js';

/** Runs a step procedure and returns the event that ends the step. */
function* step(body: Procedure<void>, event: AnyEventObject = { type: 'DONE' }): Procedure<AnyEventObject> {
  yield* body;
  return event;
}

function active(context: TurnContext): string {
  return context.order[context.active];
}

function tally(state: TynesideState, side: string) {
  const units = Object.values(state.units).filter((u) => u.side === side);
  const alive = (u: (typeof units)[number]) => living(state, u).length;
  return {
    unitsStart: units.length,
    unitsEnd: units.filter((u) => alive(u) > 0).length,
    figuresStart: units.reduce((n, u) => n + u.figures.length, 0),
    figuresEnd: units.reduce((n, u) => n + alive(u), 0),
  };
}

/** The units an instruction is about, for the map to highlight. */
function unitsIn(state: TynesideState, instruction: TynesideInstruction | null): string[] {
  if (!instruction) return [];
  switch (instruction.type) {
    case 'move': return [instruction.unit, ...instruction.with];
    case 'face':
    case 'charge':
    case 'reveal': return [instruction.unit];
    case 'remove': return [...new Set(instruction.figures.map((id) => state.figures[id]!.unit))];
    default: return [];
  }
}

/** Tyneside Colonial v3.2, "New Style Rules" (Tyneside Wargames Club, 2011). */
export const tyneside: Ruleset<TynesideState, TynesideScenario> = {
  id: 'tyneside',
  name: 'Tyneside Colonial v3.2',
  // 9: a group may make for its scenario objective after any other order; the commander plays differently for the same answers.
  // 10: at a real table a unit's fire is one checklist, the figures in sight asked only when a hit needs them (in-sight), fire-count the shots only
  // 11: uncommanded fire asks each unit's nearest enemy with what it can hit of it (can-shoot), again only after a figure falls; removals go with the next screen
  // 12: at a real table a move is shown with the next screen, whoever moves (no "done" answer kept for it); T14.1
  // offers one move for every unit still to be given orders; a leader's group, a unit in terrain or in command
  // distance is not asked again while nothing that changes it has moved
  // 13: the commander's last group not in retreat never charges, and an attacker charges with everything in the last turn: it plays differently for the same answers.
  // 14: at a real table a leader the books know to stand with a group is no target of his own in the fire, nearest-enemy and
  // charge checklists (T22.3): he is one of his group's figures, so the same answers pick other lines and hits may fall on him.
  // 15: a commanded unit may advance on any enemy group on the table (advance-on, T14.1), and the commander's attacker goes
  // for the group still standing that nobody is fighting: new options in the order choice, and it plays differently for the same answers.
  // 16: at a real table a unit's nearest enemy named at T24.0 is not asked again by its uncommanded fire while nothing moved or fell,
  // and the distance bracket is pre-ticked where both units stand as placed.
  // 17: at a real table opfor's books make the moves, charges, facings and reveals it tells (interview/books.ts): the commander
  // reads where the groups stand, so it plays and advises differently for the same answers.
  // 18: at a real table the likely replies of the sight and fire checklists (T24.0, T24.1, T16-T20) are what the virtual table
  // sees where the books have the figures (interview/books-board.ts), and those questions' keys carry the half-turn.
  // 19: a follow-up counts as advancing for the Risk Factor (T24.1, A-35), where the table's gap could not shrink: other rolls for the same answers.
  // 20: the charge-reach checklist (T31.2) is pre-ticked as the virtual table sees the books' figures, its keys carrying the half-turn.
  // 21: at a real table a unit's charge reach (T31.2: how many figures reach each group, how far each is) and the T19 counts of its
  // shots by band are asked on one screen of numbers (a reply holds a number a row), where each was a question of its own.
  // 22: a man moved back after a melee whose straight line back is blocked slides to the nearest clear spot (T33.2), a follow-up
  // regains contact where a man reaches it within 5 cm and goes no farther from the group beaten, and none is offered
  // against a group with nobody left: fewer choices, other battles for the same answers.
  replayVersion: 22,
  chosenShownWithNext: true,
  // A move says who goes where and how far: the player makes it and answers the next screen, as
  // for the moves of his own orders; a charge or a reveal keeps its own screen.
  shownWithNext: (instruction) => (instruction as TynesideInstruction).type === 'move',
  // At a real table every figure moves as opfor tells (T5.5): its books make the moves, charges,
  // facings and reveals it tells, so the commanders read where the groups almost certainly stand.
  books: (_state, table) => new TynesideBooks(table),
  scenarioSchema: tynesideScenarioSchema,
  checkScenario: checkTynesideScenario,
  newBattle,
  machine: tynesideMachine,
  machineInput: (scenario) => {
    const first = scenario.firstSide ?? scenario.sides.find((s) => s.player === 'human')?.id ?? scenario.sides[0]!.id;
    const second = scenario.sides.find((s) => s.id !== first)!.id;
    return { order: [first, second], turnLimit: scenario.turnLimit };
  },
  procedure(name, state, context: TurnContext) {
    switch (name) {
      case 'setup': return step(placeMarkers(state));
      case 'command': return step(commandStep(state, active(context)));
      case 'movement': return step(movementStep(state, active(context)));
      case 'shooting': return step(shootingStep(state, active(context)));
      case 'melee': return step(meleeStep(state, active(context)));
      case 'end-check': return (function* () {
        yield* endCheck(state);
        return { type: 'DONE', loser: state.loser };
      })();
      default: throw new Error(`the Tyneside machine named an unknown procedure "${name}"`);
    }
  },
  virtualTable: (state) => new TynesideTable(state),
  interview: tynesideInterview,
  describeFact,
  mapView: (state, focus) => tynesideMapView(state, unitsIn(state, focus as TynesideInstruction | null)),
  stepInfo(snapshot): StepInfo {
    const context = snapshot.context as TurnContext;
    const meta = Object.values(snapshot.getMeta() as Record<string, { procedure: string; title: string; rule: string }>).at(-1)!;
    return { ...meta, turn: context.turn, activeSide: meta.procedure === 'setup' ? null : active(context) };
  },
  outcome(state, snapshot): BattleOutcome {
    const context = snapshot.context as TurnContext;
    const sides = Object.fromEntries(state.sides.map((s) => [s.id, tally(state, s.id)]));
    if (state.loser) {
      const winner = state.loser === 'both' ? 'draw' : state.sides.find((s) => s.id !== state.loser)!.id;
      return { winner, turns: context.turn, why: state.loser === 'both' ? 'both sides in retreat (T34)' : `${state.sides.find((s) => s.id === state.loser)!.name} in retreat (T34)`, sides };
    }
    return { winner: state.victory.atTurnLimit, turns: context.turn, why: state.victory.text ?? `turn limit ${context.turnLimit} reached`, sides };
  },
  traceUnits,
  tracePositions,
  traceRules: tynesideTraceRules,
  sides: (scenario) => scenario.sides.map((s) => ({ id: s.id, name: s.name, player: s.player, temperament: s.temperament })),
};
