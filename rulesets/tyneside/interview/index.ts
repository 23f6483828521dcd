import type { Interview } from '../../../src/engine/questions.js';
import type { Fact } from '../../../src/engine/requests.js';
import type { LogEntry } from '../../../src/engine/event-log.js';
import type { TynesideFact } from '../facts.js';
import { unitById, type TynesideState } from '../state.js';
import { chargeReachInterview } from './charge-reach.js';
import { attachedToInterview, commandReachInterview, inContactInterview, platoonFormedInterview } from './command.js';
import { contactsInterview } from './contacts.js';
import { coverFurtherAwayInterview, coverWithinMoveInterview } from './cover.js';
import { canShootInterview } from './can-shoot.js';
import { fireTargetsInterview } from './fire-targets.js';
import { fireCountInterview, inSightInterview } from './fire-count.js';
import { nearestEnemyInterview } from './nearest-enemy.js';
import { riskSituationsInterview } from './risk-situation.js';
import { markerSeesEnemyInterview } from './sight.js';
import { inTerrainInterview } from './in-terrain.js';
import { TableMemory } from './table-memory.js';

export { describeFact } from './describe.js';

/**
 * How a human at a real table answers a Tyneside fact: a short interview of generic questions
 * (yes-no, a number, one or some of a list) that names units, figures and terrain as the
 * scenario does and puts the rules' numbers in the text. It returns the fact's answer type
 * (`TynesideFactAnswer`), shaped as the virtual table's. Facts that cannot hold on the board
 * as opfor's books know it are answered without a question.
 *
 * `likely` defaults come from opfor's books (orders, defended features, last attachment), and
 * from positions only for units that have not moved since the battle began (Placement): at a
 * real table opfor does not move the figures, so positions are stale after a unit's first
 * move. `history`, what was asked and told so far, says which answers still
 * hold: a leader's group, a unit in terrain, a unit in command distance are not asked again
 * while nothing that changes them has moved (TableMemory).
 */
export function tynesideInterview(state: TynesideState, fact: Fact, history?: readonly LogEntry[] | null): Interview<unknown> {
  const f = fact as TynesideFact;
  const unit = (id: string) => unitById(state, id);
  const memory = new TableMemory(history ?? []);
  switch (f.id) {
    case 'attached-to': return attachedToInterview(state, f.leaders.map(unit), memory);
    case 'risk-situations': return riskSituationsInterview(state, f.units.map(unit), memory);
    case 'in-terrain': return inTerrainInterview(state, f.units.map(unit), memory);
    case 'nearest-enemy': return nearestEnemyInterview(state, f.units.map(unit));
    case 'command-reach': return commandReachInterview(state, f.commanders, f.units.map(unit), memory);
    case 'in-contact': return inContactInterview(unit(f.unit));
    case 'fire-targets': return fireTargetsInterview(state, unit(f.unit), f.shooters, memory);
    case 'fire-count': return fireCountInterview(state, unit(f.unit), f.shooters, f.aim, f.per);
    case 'in-sight': return inSightInterview(state, unit(f.unit), f.shooters, unit(f.target), f.figures);
    case 'can-shoot': return canShootInterview(state, f.units, memory);
    case 'charge-reach': return chargeReachInterview(state, unit(f.unit));
    case 'contacts': return contactsInterview(state);
    case 'cover-within-move': return coverWithinMoveInterview(state, unit(f.unit));
    case 'cover-further-away': return coverFurtherAwayInterview(state, unit(f.unit));
    case 'marker-sees-enemy': return markerSeesEnemyInterview(state, f.markers);
    case 'platoon-formed': return platoonFormedInterview(state, f.units.map(unit));
    default: throw new Error(`"${fact.id}" is not a Tyneside fact: see TynesideFact in rulesets/tyneside/facts.ts`);
  }
}
