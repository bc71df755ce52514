/** The setting subscriptionGracePeriodDays as an administrator entered it (content's settings). */
export abstract class GracePeriodSetting {
  /** The stored text, or `fallback` when the setting is not there. */
  abstract value(fallback: string): Promise<string>;
}
