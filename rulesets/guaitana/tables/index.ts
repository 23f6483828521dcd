/** Guaitana Capitano v1.4 tables, each citing its rule section (spec G4–G13). */
export * from './fire.js';
export * from './machine-guns.js';
export * from './melee.js';
export * from './morale.js';
export * from './movement.js';
export * from './orders.js';
export * from './terrain.js';
export * from './troops.js';
export * from './visibility.js';
export * from './weapons.js';
