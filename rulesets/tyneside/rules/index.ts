/** Tyneside Colonial v3.2 rule arithmetic: pure functions over the tables, dice faces in. */
export * from './actions.js';
export * from './command.js';
export * from './damage.js';
export * from './fire-rate.js';
export * from './melee.js';
export * from './movement.js';
export * from './risk-factor.js';
export * from './to-hit.js';
export * from './cover.js';
