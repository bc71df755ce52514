// The Luca context's public surface (docs/adr/0006-luca.md).
export { LucaModule } from './luca.module.js';
export { lucaEntities } from './infrastructure/persistence/luca.schemas.js';
