/** The provider's own email domains (a setting): only their users may have their role edited. */
export abstract class ProviderDomains {
  abstract list(): Promise<string[]>;
}
