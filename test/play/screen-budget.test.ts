import { describe, expect, it } from 'vitest';
import { screensPerTurn } from '../helpers/screens.js';

/**
 * Screens a turn at a real table (both half-turns, opfor's and the player's): every shipped
 * scenario, seeds 1-3, four turns each. The budget the project aims at is 40 a Tyneside turn and
 * 30 a Guaitana turn.
 * - `most`: every screen answered with its offered reply. The offered replies see no enemy, so
 *   nobody fires: this is a turn of moving and fighting in melee, and it keeps the budget.
 * - `firing`: the questions of sight and fire answered as the virtual table sees the units (moved
 *   there as told), so units see and fire as in a real game. A turn of fire costs far more than the
 *   budget today (Tyneside: a screen or more per unit that sees, one or two per unit that fires,
 *   more where not all its figures can shoot or not all the target's are in sight; Guaitana: a
 *   checklist of targets a side and the player's choice of fire, since 2026-11-25); the figure is
 *   pinned so that no change adds screens unseen (the README gives both). Tyneside's distances, counts and
 *   figures in sight are the table's too (before 2026-11-25 they took the offered reply).
 * Later on 2026-11-25 the commander's advice for an attacker's fixing force became to edge forward
 * to short range, and for a group with no enemy in sight to make for its objective, where it had
 * advised holding (one more move to make in some turns), while a Tyneside unit's fire became one
 * checklist and a move the player orders is shown with the next screen: every pin is the worst
 * measured after both.
 * 2026-11-26, Tyneside: a unit about to fire uncommanded is asked its nearest enemy with what it
 * can hit of it (one screen, not two), again only after a figure falls; its counts only as far as
 * the shots it takes need them; the figures to remove go with the next screen. The `firing`
 * measure now takes each such unit's nearest enemy from the table too (it took the offered reply).
 * 2026-11-26, Guaitana: its movement facts became what the books cannot
 * answer (the enemies a mover may touch, the Italians that may be near a hiding place, the
 * surroundings that may have changed since the last Morale Test): the Guaitana pins are the worst
 * measured after it, and after the player's own orders and activations came in fewer choices
 * (a C-in-C's "no new order, every unit commander keeps his", units sent on together).
 * 2026-11-26, Tyneside (later): its leaders were pre-ticked with the groups they were
 * placed with, every move came to ride with the next screen, a leader's group, a unit in terrain
 * and in command distance came to be remembered until something moved, and the player's orders
 * and chain to take one choice where opfor would give several units the same: the Tyneside pins
 * are the worst measured after that. Every pin is the worst measured with all of these together.
 * 2026-11-26, Tyneside (leaders): a leader the books know to stand with a group became one of its
 * figures at a real table (T22.3), so a hit may fall on him: the dice of every such fire change and
 * the simulated battles go otherwise from the first; the two firing pins that rose (32 to 38, 36 to
 * 40) are the worst measured after it. Most of the rise is the battles' new course: counting the
 * leader alike his men (no 'in-sight' asked for him) gives 35 and 38.
 * 2026-11-26, Guaitana (later): the figures a phase removes, a unit gone and a formation to take
 * are shown above the next screen, not waited for: offered 24 to 22, 24 to 23, 27 to 25; with fire
 * 33 to 29, 35 to 30, 40 to 38 (Dogali, Agordat, the convoy).
 * 2026-11-26 (last): the `firing` measure answers the hidden markers' sight from the table too
 * (before, the offered "no": no Mashona marker was ever revealed and the patrol's turns never saw
 * a shot, 13 both ways), and a Tyneside uncommanded unit whose nearest enemy on the table is not
 * among those offered is left unticked (before, its distance was ticked without its enemy and the
 * checklist asked again, for ever once markers were revealed): the patrol 13 to 38, the river
 * crossing 40 to 34.
 * 2026-11-26 (session 12): Tyneside's uncommanded fire takes a unit's nearest enemy from its T24.0
 * answer while nothing has moved or fallen since (not asked again), and pre-ticks the distance
 * where both units stand as placed (commanded fire too). The offered replies then fire where
 * before they said "cannot shoot": the river crossing's offered turns rise 23 to 26 (fire's own
 * screens); with fire Rorke's Drift 38 to 35, the patrol 38 to 37, the river crossing 34.
 * 2026-11-26 (books): at a real table opfor's books make the moves it tells, so its advice reads
 * where the groups stand, not where they were deployed. With fire, the river crossing 34 to 39 (seed
 * 2, turn 3: the British companies advised to charge the Boers within a charge, which the offered
 * "nobody in reach" sends back to their orders, then to hold and fire, where on the deployment's
 * positions they were advised to advance and did not fire); the patrol 37 to 36. Every other pin as
 * measured before.
 * 2026-11-26 (books' likely replies): the Tyneside sight and fire checklists (T24.0, T24.1, T16-T20)
 * pre-tick what the virtual table sees where the books have the figures, so the offered replies fire
 * much as a real player's: offered Rorke's Drift 18 to 37 and the river crossing 26 to 35 (fire's
 * own screens, where before the offered "sees none" and "cannot shoot" fired nothing). The `firing`
 * measure now answers T24.0's nearest enemy from the table too (before, the offered reply) and
 * ticks the lines of a can-shoot row whose enemy is named (its T24.0 answer holding; before, such
 * a row was left unticked and did not fire): with fire Rorke's Drift 35 to 37, the patrol 36 to 38,
 * the river crossing 39 to 41 (seed 1, turn 3: 11 counts of the shooters who can reach, T19, where
 * some cannot), Agordat 30 to 28. The units that see no enemy are asked their nearest unseen in one
 * checklist, not one question each.
 * 2026-11-26 (charge reach from the books): the T31.2 checklist is pre-ticked as the virtual table
 * sees the books' figures, so the offered reply charges where the table would (before, "nobody in
 * reach" sent the advised charge back to the orders screen, and no charge of the measure's was
 * ever made): offered Rorke's Drift 37 to 39; with fire Rorke's Drift 37 to 42 and the patrol 38 to
 * 51 (seed 1, turn 4: 22 charge-reach screens, each unit with two or more groups in reach asked
 * how many figures reach each and how far). Over the budget: what a charging turn costs at a real
 * table, which the measure did not show before.
 * 2026-11-26 (rows): a unit's charge reach is its checklist and at most one screen of numbers (how
 * many figures reach each group and, with two or more, how far each is), and the T19 counts of a
 * unit's shots at its target one screen (a row a band and weapon, the wounded a row of their own),
 * where each number was a screen: offered Rorke's Drift 39 to 36; with fire Rorke's Drift 42 to 34,
 * the patrol 51 to 36 (seed 1, turn 4: 22 charge-reach screens to 7), the river crossing 41 to 37
 * (seed 1, turn 3: 10 T19 counts to 5 screens). Every Tyneside turn keeps the 40 budget with fire.
 */
const SCENARIOS: { name: string; budget: number; most: number; firing: number }[] = [
  { name: 'tyneside/mission-station', budget: 40, most: 36, firing: 34 },
  { name: 'tyneside/bush-ambush', budget: 40, most: 13, firing: 36 },
  { name: 'tyneside/river-crossing', budget: 40, most: 35, firing: 37 },
  { name: 'guaitana/dogali', budget: 30, most: 22, firing: 29 },
  { name: 'guaitana/agordat', budget: 30, most: 23, firing: 28 },
  { name: 'guaitana/baggage-train', budget: 30, most: 25, firing: 38 },
];

describe.each(SCENARIOS)('$name at a real table', ({ name, budget, most, firing }) => {
  it(`takes at most ${most} screens a turn on the offered replies (the budget: ${budget})`, () => {
    const turns = [1, 2, 3].flatMap((seed) => screensPerTurn(name, seed, 4).perTurn);
    expect(turns).toHaveLength(12);
    expect(Math.max(...turns)).toBeLessThanOrEqual(most);
  }, 120_000);

  it(`takes at most ${firing} screens a turn when units see and fire as the table says`, () => {
    const turns = [1, 2, 3].flatMap((seed) => screensPerTurn(name, seed, 4, true).perTurn);
    expect(turns.length).toBeGreaterThanOrEqual(9);
    expect(Math.max(...turns)).toBeLessThanOrEqual(firing);
  }, 120_000);
});
