import { guaitanaTraceRules } from './trace-rules.js';
import { tracePositions, traceUnits } from './trace.js';
import type { AnyEventObject } from 'xstate';
import type { Procedure } from '../../src/engine/requests.js';
import type { BattleOutcome, Ruleset, SideTally, StepInfo } from '../../src/engine/ruleset.js';
import { checkGuaitanaScenario } from './check-scenario.js';
import type { GuaitanaInstruction } from './instructions.js';
import { describeFact, guaitanaInterview } from './interview/index.js';
import { GuaitanaBooks } from './interview/books.js';
import { guaitanaMachine, type TurnContext } from './machine.js';
import { guaitanaMapView } from './map-view.js';
import { newBattle } from './new-battle.js';
import { breakTally, endOfTurn } from './procedures/end-of-turn.js';
import { firePhase } from './procedures/fire-phase.js';
import { meleePhase } from './procedures/melee-phase.js';
import { movementPhase } from './procedures/movement-phase.js';
import { observationPhase } from './procedures/observation-phase.js';
import { ordersPhase } from './procedures/orders-phase.js';
import { guaitanaScenarioSchema, type GuaitanaScenario } from './scenario-schema.js';
import { isCombatUnit, type GuaitanaState } from './state.js';
import { GuaitanaTable } from './virtual-table/table.js';

/** Runs a phase procedure and returns the event that ends the phase. */
function* phase(body: Procedure<void>, over: () => boolean = () => false): Procedure<AnyEventObject> {
  yield* body;
  return { type: 'DONE', over: over() };
}

/** A side's books at the end: combat units and their figures (the C-in-C and messengers are not units of the army, G4.7). */
function tally(state: GuaitanaState, side: string): SideTally {
  const units = Object.values(state.units).filter((u) => u.side === side && isCombatUnit(u));
  const standing = units.filter((u) => !u.eliminated);
  return {
    unitsStart: units.length,
    unitsEnd: standing.length,
    figuresStart: units.reduce((n, u) => n + u.original, 0),
    figuresEnd: standing.reduce((n, u) => n + u.figures, 0),
  };
}

/** The units an instruction is about, for the map to highlight. */
function unitsIn(instruction: GuaitanaInstruction | null): string[] {
  if (!instruction || instruction.type === 'note') return [];
  return [instruction.unit];
}

/** Guaitana Capitano v1.4, colonial rules for Italians against Abyssinians and Dervishes c. 1890 (A.R.S.M.). */
export const guaitana: Ruleset<GuaitanaState, GuaitanaScenario> = {
  id: 'guaitana',
  name: 'Guaitana Capitano v1.4',
  // 2: hidden units brought on from the activation choice, the ambush question's movers, horsemen's hiding places
  // 3: the C-in-C's ride, baggage columns, buildings as Mass, hiding places spoiled before turn 1 and the ambush's sight questions, contacts kept to melee
  // 4: messengers ride with the C-in-C, moves end clear of friends; 5: a Move order's distance picked with the unit (or all at once), guns and horses in the formation choice, one see-enemy checklist
  // 6: the Morale Tests after fire, melee and at the end of the turn taken together, their surroundings asked at once
  // 7: contacts from the books, one checklist of the melees' ground (Closed, flanks), a unit's surroundings one checklist, after a move one checklist (contacts, end of line, near a hiding place),
  //    the casualties of a phase on one screen, a forced ambush's charge measured as it appears, a C-in-C's ride not measured, a target's cover once a Fire phase, the player's units not asked whom they see
  // 8: choices carry their typed decision and option meanings; opfor's commander (a plan, roles) chooses differently for the same answers
  // 9: approach measures the path the move takes (a target whose every contact place is blocked is out of reach)
  // 10: at a real table a fire target is picked with its range band (no distance measured), the fire-targets replies name "unit@band";
  //     sight one checklist for the whole table (whom not asked), hiding places not asked while no Italian unit has moved, several units' surroundings in one checklist,
  //     a side's units with an enemy in reach one checklist before their targets (fire-ready), the player's own C-in-C's and messengers' rides with the next screen
  // 11: opfor's commander plays differently for the same answers (squares at the last moment, the C-in-C's ride, plan hysteresis, the reserve's timing)
  // 12: at a real table a side's fire targets are one checklist of all its units (enemy, band and cover lines under each unit; fire-ready and fire-cover
  //     no longer asked), and a side declares its fire in one choice ("fire" kind: all fire, or one unit holds and the rest are asked again)
  // 13: at a real table the player's unit commanders are one choice (initiatives), his C-in-C is not asked his reach first, an attacking
  //     unit's formation is picked with its activation (activate/<unit> is "as it stands"), a side's movers may go together at any order;
  //     a square fires at its second target on the opposite side (G11.12), which it never did before
  // 15: at a real table the player's side is offered a few choices more (its C-in-C's "no new order, and every unit commander keeps
  //     his"; a messenger with the Attack order; each change of its unit commanders as the only one, "several", or all on a Move order halting; a Move order's half
  //     move as it stands; its movers sent on by what they saw; its Retreat units together; a unit standing fast's new formation and
  //     the C-in-C's ride in the activation itself; the ambush roll's unit picked on a 6), so a saved game's answers replay differently;
  //     and the movement facts the books answer from the battle's log (whom a mover may touch, Italians near a hiding place) are not asked
  // 16: opfor's natives move a mass beyond its charge, and bring their timed reserve on, after the Italian units still to move (G9.1)
  // 17: a unit in Retreat is no longer asked to mount, dismount, load or unload its guns (G8.6(2), G9.7), so a saved game's answers replay differently
  // 18: a messenger's distance is his ride round enemy units (G9.8(2)), not to the first enemy in his way; the figures to remove, a unit
  //     gone and a new formation are shown with the next screen (no key of their own), so a saved game's answers replay differently
  // 19: at a real table opfor's books make the moves, formations and appearances it tells (interview/books.ts): the commander
  // reads where the units stand, so it plays and advises differently for the same answers; a new C-in-C is bounded from beside his old unit
  replayVersion: 19,
  // At a real table the casualties a phase takes off (G11.14, G12.6), a unit gone and a formation to take (a Retreat's Mass, G4.8(3);
  // buildings, G5.2(1)) are shown above the next screen, as a move with its contacts question is: the player does them and answers it.
  shownWithNext: (instruction) => ['remove', 'eliminate', 'form'].includes((instruction as GuaitanaInstruction).type),
  // At a real table every unit moves as opfor tells (G9.3: by its order, the move's length told):
  // its books make the moves, formations, facings and appearances it tells, so the commanders read
  // where the units almost certainly stand. What a real table's interview bounds from them keeps
  // to where the books placed each unit (UnitState.placed, interview/told.ts).
  books: (state, table) => new GuaitanaBooks(state, table),
  scenarioSchema: guaitanaScenarioSchema,
  checkScenario: checkGuaitanaScenario,
  newBattle,
  machine: guaitanaMachine,
  machineInput: (scenario) => ({ turnLimit: scenario.turnLimit }),
  procedure(name, state) {
    switch (name) {
      case 'orders': return phase(ordersPhase(state));
      case 'movement': return phase(movementPhase(state));
      case 'observation': return phase(observationPhase(state));
      case 'fire': return phase(firePhase(state));
      case 'melee': return phase(meleePhase(state));
      case 'end-of-turn': return phase(endOfTurn(state), () => state.loser !== null);
      default: throw new Error(`the Guaitana machine named an unknown procedure "${name}"`);
    }
  },
  virtualTable: (state) => new GuaitanaTable(state),
  interview: guaitanaInterview,
  describeFact,
  mapView: (state, focus) => guaitanaMapView(state, unitsIn(focus as GuaitanaInstruction | null)),
  stepInfo(snapshot): StepInfo {
    const context = snapshot.context as TurnContext;
    const meta = Object.values(snapshot.getMeta() as Record<string, { procedure: string; title: string; rule: string }>).at(-1)!;
    return { ...meta, turn: context.turn, activeSide: null };
  },
  outcome(state, snapshot): BattleOutcome {
    const context = snapshot.context as TurnContext;
    const sides = Object.fromEntries(state.sides.map((s) => [s.id, tally(state, s.id)]));
    const share = `(the scenario breaks a side at ${Math.round(state.victory.breakAt * 100)}%)`;
    const broken = (sideId: string) => {
      const { gone, of } = breakTally(state, sideId);
      return `${state.sides.find((s) => s.id === sideId)!.name} broken: ${gone} of its ${of} units gone or in Retreat`;
    };
    if (state.loser === 'both') return { winner: 'draw', turns: context.turn, why: `both sides broken at once: ${state.sides.map((s) => broken(s.id)).join('; ')} ${share}`, sides };
    if (state.loser) return { winner: state.sides.find((s) => s.id !== state.loser)!.id, turns: context.turn, why: `${broken(state.loser)} ${share}`, sides };
    return { winner: state.victory.atTurnLimit, turns: context.turn, why: state.victory.text ?? `turn limit ${context.turnLimit} reached`, sides };
  },
  traceUnits,
  tracePositions,
  traceRules: guaitanaTraceRules,
  sides: (scenario) => scenario.sides.map((s) => ({ id: s.id, name: s.name, player: s.player, temperament: s.temperament })),
};
