export * from './statement-import-error.js';
export * from './statements-csv.js';
export * from './merge-universe.js';
