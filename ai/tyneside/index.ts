import type { PolicyFactory, PolicyName } from '../../src/engine/ruleset.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';
import { randomPolicy } from '../random.js';
import { passivePolicy } from './passive.js';
import { tynesideCommander } from './commander/index.js';

/** The policies a Tyneside side can be played by; the registry joins them to the ruleset. */
export const tynesidePolicies: Readonly<Record<PolicyName, PolicyFactory<TynesideState>>> = {
  opfor: tynesideCommander,
  random: randomPolicy,
  passive: () => passivePolicy,
};
