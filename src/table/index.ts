/** The virtual table's pure geometry: shapes, segments, front edges, movement and line of sight. */
export * from './shapes.js';
export * from './segments.js';
export * from './edges.js';
export * from './move-along.js';
export * from './line-of-sight.js';
