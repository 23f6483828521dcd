import { roll, type Procedure } from '../../../src/engine/requests.js';
import { commanderDice, commanderLost, commanderTotal } from '../rules/commander.js';
import { nationOf, type GuaitanaState, type UnitId, type UnitState } from '../state.js';
import { cincLost } from './cinc-lost.js';
import { instruct } from './requests.js';
import { possessive } from '../../../src/engine/english.js';

/** Figures hit this phase and not yet removed: fire and melee are simultaneous (G11.1, G12.1). */
export class PendingLosses {
  private readonly hits = new Map<UnitId, number>();

  /** Records hits on a unit, no more than the figures it has left to lose (G11.7.3); returns them. */
  add(unit: UnitState, hits: number): number {
    const taken = Math.min(hits, unit.figures - this.of(unit.id));
    this.hits.set(unit.id, this.of(unit.id) + taken);
    return taken;
  }

  of(unit: UnitId): number {
    return this.hits.get(unit) ?? 0;
  }

  units(): UnitId[] {
    return [...this.hits.keys()].filter((id) => this.of(id) > 0);
  }
}

/**
 * G11.9, G12.5: a unit that lost figures rolls for its commander: 1d6 for Italians, 2d6−2 for
 * natives; under the losses, he is among them. A C-in-C or messenger hit is simply lost (G18.7).
 */
export function* commanderRoll(state: GuaitanaState, unit: UnitState, losses: number, rule: string): Procedure<void> {
  if (losses <= 0 || !unit.commander || unit.type === 'cinc' || unit.type === 'messenger') return;
  const side = nationOf(state, unit);
  const faces = yield* roll(commanderDice(side), `${rule}: is ${possessive(unit.name)} commander among its ${losses} lost? (under ${losses} on ${side === 'italian' ? '1d6' : '2d6−2'})`, unit.side);
  const total = commanderTotal(side, faces);
  if (!commanderLost(side, losses, total)) return;
  unit.commander = false;
  yield* instruct({ type: 'note', text: `${possessive(unit.name)} commander falls`, reasons: [{ rule, text: `${total} is less than the ${losses} figures lost: one of them is the commander; −1 to its Morale Tests and no more orders of its own (G8.8)`, dice: faces }] });
}

/**
 * G11.14(1), G12.6(1): the figures hit are taken off; a unit with none left is gone. They come
 * off together, so at a real table they are one screen: each removal is shown with the next, the
 * last waiting for the player.
 */
export function* removeLosses(state: GuaitanaState, pending: PendingLosses, rule: string): Procedure<void> {
  const hit = pending.units();
  for (const [i, id] of hit.entries()) {
    const unit = state.units[id]!;
    const count = pending.of(id);
    unit.figures -= count;
    const more = unit.figures === 0 || i < hit.length - 1;
    yield* instruct({ type: 'remove', ...(more ? { withNext: true } : {}), unit: id, count, text: `${unit.name}: remove ${count} figure${count === 1 ? '' : 's'} (${unit.figures} left)`, reasons: [{ rule, text: 'casualties are removed at the end of the phase' }] });
    if (unit.figures > 0) continue;
    unit.eliminated = true;
    yield* instruct({ type: 'eliminate', ...(i < hit.length - 1 ? { withNext: true } : {}), unit: id, text: `${unit.name} is wiped out`, reasons: [{ rule, text: 'no figures left' }] });
    if (unit.type === 'cinc') yield* cincLost(state, unit);
    if (unit.type === 'baggage') state.sides.find((s) => s.id === unit.side)!.baggageLost = true;
  }
}
