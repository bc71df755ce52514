export * from './auditors.js';
export * from './clusters.js';
export * from './countries.js';
export * from './ratings.js';
export * from './sectors.js';
export * from './trading-statuses.js';
