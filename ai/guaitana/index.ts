import type { PolicyFactory, PolicyName } from '../../src/engine/ruleset.js';
import type { GuaitanaState } from '../../rulesets/guaitana/state.js';
import { randomPolicy } from '../random.js';
import { passivePolicy } from './passive.js';
import { guaitanaCommander } from './commander/commander.js';

/** The policies a Guaitana side can be played by; the registry joins them to the ruleset. */
export const guaitanaPolicies: Readonly<Record<PolicyName, PolicyFactory<GuaitanaState>>> = {
  opfor: guaitanaCommander,
  random: randomPolicy,
  passive: () => passivePolicy,
};
