export * from './dice-spec.js';
export * from './seeded-dice.js';
export * from './forced-faces.js';
