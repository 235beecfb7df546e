/**
 * Moved to factories.ts (the one factories module). Kept so suites written against the old path still run;
 * import from './factories.js' in new code.
 */
export * from './factories.js';
