// The Luca context's public surface (docs/adr/0006-luca.md).
export { lucaEntities } from './infrastructure/persistence/luca.schemas.js';
