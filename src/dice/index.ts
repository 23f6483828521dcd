export * from './dice-spec.js';
export * from './seeded-dice.js';
export * from './forced-faces.js';
export * from './how-to-roll.js';
