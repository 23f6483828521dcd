import { describe, expect, it } from 'vitest';
import { SaveError, SaveFromOtherRelease } from '../../src/engine/errors.js';
import { replayFailure } from '../../src/engine/save-release.js';
import { THIS_OPFOR } from '../helpers/other-release.js';

const guaitana4 = { id: 'guaitana', replayVersion: 4 };
const WHY = 'answer 12 no longer fits: 7 is not a face';

describe('a save that does not replay, told by the release that wrote it', () => {
  it.each([
    [
      'an older replay version',
      { opfor: '0.0.9', replayVersion: 3 },
      `game.json was made by an older opfor (opfor 0.0.9, guaitana replay 3; this is opfor ${THIS_OPFOR}, guaitana replay 4): its questions have changed, so it cannot be resumed; start a new game`,
    ],
    [
      'no replay version (written before saves recorded one)',
      undefined,
      `game.json was made by an older opfor (one that did not record its version; this is opfor ${THIS_OPFOR}, guaitana replay 4): its questions have changed, so it cannot be resumed; start a new game`,
    ],
    [
      'a newer replay version',
      { opfor: '9.0.0', replayVersion: 5 },
      `game.json was made by a newer opfor (opfor 9.0.0, guaitana replay 5; this is opfor ${THIS_OPFOR}, guaitana replay 4): its questions have changed, so it cannot be resumed; upgrade opfor`,
    ],
  ])('%s: made by another opfor release, with what no longer replays on a second line', (_case, writer, first) => {
    const error = replayFailure('game.json', writer, guaitana4, WHY);
    expect(error).toBeInstanceOf(SaveFromOtherRelease);
    expect(error.message).toBe(`${first}\n  (what no longer replays: ${WHY})`);
  });

  it('the same replay version: damaged, as before', () => {
    const error = replayFailure('game.json', { opfor: '0.0.9', replayVersion: 4 }, guaitana4, WHY);
    expect(error).toBeInstanceOf(SaveError);
    expect(error).not.toBeInstanceOf(SaveFromOtherRelease);
    expect(error.message).toBe(`game.json: this save does not replay although this version of opfor made it; it may have been edited or damaged: ${WHY}`);
  });
});
