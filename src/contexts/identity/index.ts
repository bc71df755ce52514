// The identity context's public surface: other contexts and the composition root import only this.
export { IdentityModule } from './identity.module.js';
export { identityEntities } from './infrastructure/persistence/identity.schemas.js';
export {
  RegisterUserAccount,
  type RegisterUserAccountInput,
} from './application/commands/register-user-account/register-user-account.command.js';
export { GetPrincipal } from './application/queries/get-principal/get-principal.query.js';
export type { Principal } from './application/principal.js';
export { SessionCleanupJob } from './infrastructure/jobs/session-cleanup.job.js';
export {
  SendFirstAdministratorLink,
  SetFirstAdministratorPassword,
} from './application/commands/first-administrator-link/first-administrator-link.commands.js';
export { RecordActivity } from './application/commands/record-activity/record-activity.command.js';
