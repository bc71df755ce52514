import { Command } from '@nestjs/cqrs';

/** The spec's Tenant sign-up (public /addCompany). */
export interface SignUpInput {
  organizationName: string;
  contactName: string;
  organizationUrl: string;
  contactEmail: string;
  productId: string;
  blogNewsArticlesSubscription?: boolean;
  hsMarketableStatus?: boolean;
}

/** Creates a self-service tenant and its first tenant administrator, who is mailed the magic link. */
export class SignUpOrganisation extends Command<{ tenantId: string; userId: string }> {
  constructor(readonly input: SignUpInput) {
    super();
  }
}
