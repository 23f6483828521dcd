/** Which weapon a unit fires and how far it reaches (G4.10, G11.5), as the table measures it. */
export { firingWeapon } from '../procedures/traits.js';
export { closeCm, reachCm } from '../rules/range.js';
