/** Tyneside Colonial v3.2 tables, each citing its rule section. */
export * from './actions.js';
export * from './classes.js';
export * from './command.js';
export * from './damage.js';
export * from './movement.js';
export * from './risk-factors.js';
export * from './to-hit.js';
export * from './weapons.js';
