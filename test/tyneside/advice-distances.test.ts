import { describe, expect, it } from 'vitest';
import type { Reason } from '../../src/engine/reasons.js';
import { acceptOffered, tableGame } from '../helpers/table-game.js';

/**
 * Advice at a real table: opfor moves no figure there, so the distances it would measure on its
 * own books (the scenario's deployment) go stale at the first move. Its advice gives the
 * judgement ("the enemy is beyond close range") and leaves the figure out; opfor playing the
 * side on the virtual table still quotes it.
 */

/** A distance measured between units, as the reasons quote one ("45 cm off", "(12 cm)", "8 cm ahead"); not a rule's figure ("within 25 cm", "40 cm in the open"). */
const MEASURED = /\d+ cm (off|ahead)\b|\(\d+ cm\)/;
const quoted = (reasons: readonly Reason[]) => reasons.filter((r) => MEASURED.test(r.text)).map((r) => r.text);

describe('T14.1 advice at a real table quotes no stale distance', () => {
  it('the river crossing, turns 1-4: no advised order quotes one, where opfor playing the side would', () => {
    const game = tableGame('tyneside/river-crossing', 1);
    let orders = 0, wouldQuote = 0;
    for (let i = 0; i < 3000 && game.pending && (game.session.step?.turn ?? 1) <= 4; i++) {
      const p = game.pending;
      if (p.kind === 'choose' && p.decision?.kind === 'order') {
        orders++;
        expect(quoted(game.suggestion!.reasons)).toEqual([]);
        if (quoted(game.session.policyOf(p.side).choose(game.session.state, p).reasons).length > 0) wouldQuote++;
      }
      acceptOffered(game);
    }
    expect(orders).toBeGreaterThan(3);
    expect(wouldQuote).toBeGreaterThan(0);
  });
});
