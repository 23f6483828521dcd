/** The virtual table's pure geometry: shapes, segments, front edges, movement, ways round obstacles and line of sight. */
export * from './shapes.js';
export * from './tolerance.js';
export * from './segments.js';
export * from './edges.js';
export * from './move-along.js';
export * from './convex-pieces.js';
export * from './shortest-path.js';
export * from './line-of-sight.js';
