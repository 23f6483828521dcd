import { opforVersion } from '../package-info.js';
import { SaveError, SaveFromOtherRelease } from './errors.js';
import type { Ruleset } from './ruleset.js';
import type { WrittenBy } from './save-schema.js';

/** What a save needs to know of its ruleset to tell which release wrote it. */
type RulesetRelease = Pick<Ruleset<object>, 'id' | 'replayVersion'>;

/** This opfor release, as a save of `ruleset` records it. */
export function thisRelease(ruleset: Pick<RulesetRelease, 'replayVersion'>): WrittenBy {
  return { opfor: opforVersion(), replayVersion: ruleset.replayVersion };
}

/**
 * Why a save does not replay, told to the user: made under another replay version of its
 * ruleset (or before saves recorded one), it is from another opfor release; else it is damaged.
 */
export function replayFailure(path: string, writer: WrittenBy | undefined, ruleset: RulesetRelease, why: string): SaveError {
  if (writer?.replayVersion === ruleset.replayVersion) {
    return new SaveError(`${path}: this save does not replay although this version of opfor made it; it may have been edited or damaged: ${why}`);
  }
  const older = writer === undefined || writer.replayVersion < ruleset.replayVersion;
  const theirs = writer ? releaseName(writer, ruleset.id) : 'one that did not record its version';
  const remedy = older ? 'start a new game' : 'upgrade opfor';
  return new SaveFromOtherRelease(
    `${path} was made by ${older ? 'an older' : 'a newer'} opfor (${theirs}; this is ${releaseName(thisRelease(ruleset), ruleset.id)}): ` +
      `its questions have changed, so it cannot be resumed; ${remedy}\n  (what no longer replays: ${why})`,
  );
}

/** "opfor 0.2.0, guaitana replay 4". */
function releaseName(release: WrittenBy, rulesetId: string): string {
  return `opfor ${release.opfor}, ${rulesetId} replay ${release.replayVersion}`;
}
