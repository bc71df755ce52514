// The identity context's public surface: other contexts and the composition root import only this.
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
export {
  UpdateAccounts,
  DeleteAccounts,
  SendPasswordSetupLink,
  type AccountChanges,
} from './application/commands/manage-accounts/manage-accounts.commands.js';
export { SendPasswordResetLink } from './application/commands/forgot-password/forgot-password.commands.js';
export {
  ListTenantAccounts,
  GetAccountSummary,
  FindAccountByEmail,
  CountTenantAccounts,
  type AccountSummary,
} from './application/queries/list-accounts/list-accounts.query.js';
export { AccountsDeleted } from './application/events/accounts-deleted.event.js';
