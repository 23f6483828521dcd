/** Guaitana Capitano v1.4 rule arithmetic: pure functions over the tables, dice faces in. */
export * from './commander.js';
export * from './dice.js';
export * from './fire.js';
export * from './forced-fire.js';
export * from './ground.js';
export * from './half-die.js';
export * from './halving.js';
export * from './impetus.js';
export * from './machine-guns.js';
export * from './melee.js';
export * from './morale.js';
export * from './movement.js';
export * from './range.js';
