import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { AccountDirectory } from '../../ports/account-directory.js';
import { hasWork, planDigest, type WatchedCompany } from '../../../domain/alert-digest.js';
import { AlertSetting } from '../../../domain/alert-setting.js';
import { AlertRepository } from '../../../domain/alert.repository.js';
import { WatchlistRepository } from '../../../domain/watchlist.repository.js';
import { AlertMail } from '../../ports/alert-mail.js';
import { WatchlistCompanies } from '../../watchlist-companies.js';
import { SendWatchlistAlerts, type AlertRunSummary } from './send-watchlist-alerts.command.js';

@CommandHandler(SendWatchlistAlerts)
export class SendWatchlistAlertsHandler implements ICommandHandler<SendWatchlistAlerts> {
  private readonly logger = new Logger('WatchlistAlerts');

  constructor(
    private readonly watchlists: WatchlistRepository,
    private readonly alerts: AlertRepository,
    private readonly companies: WatchlistCompanies,
    private readonly mail: AlertMail,
    private readonly accounts: AccountDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<AlertRunSummary> {
    const summary: AlertRunSummary = { users: 0, digests: 0, failures: 0 };
    for (const { tenantId, userId } of await this.watchlists.watchers()) {
      summary.users += 1;
      try {
        if (await this.runFor(tenantId, userId)) summary.digests += 1;
      } catch (error) {
        summary.failures += 1;
        this.logger.error(
          `Alerts of user ${userId}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return summary;
  }

  /** One user's run; true when a digest went out. */
  private async runFor(tenantId: string, userId: string): Promise<boolean> {
    // Everything read from other contexts is read before the lock, so the locked transaction only
    // touches this context's rows (and another process waiting on the lock waits briefly).
    const watched = await this.watchlists.tickersWatchedBy(tenantId, userId);
    const visible = (await this.companies.cards(tenantId, watched))
      .filter((card) => card.permitted)
      .map((card): WatchedCompany => ({
        tickerId: card.realTickerId,
        name: card.name,
        isin: card.isin,
        exchange_country: card.exchange_country,
        final_score: card.final_score,
        rating: card.rating,
        year: card.year,
      }));
    const now = this.clock.now();
    const unlocked = planDigest({
      setting: (await this.alerts.settingOf(userId)) ?? new AlertSetting({ userId, tenantId, at: now }),
      baselines: await this.alerts.baselinesOf(userId),
      watched,
      visible,
      now,
    });
    if (!hasWork(unlocked)) return false;
    // A disabled account gets no mail; its baselines stay, so it is told once it is enabled again.
    const account = unlocked.changes.length > 0 ? await this.accounts.recipient(userId) : null;
    const recipient = account && !account.disabled ? account : null;

    return this.alerts.withLock(userId, tenantId, async ({ setting, baselines }) => {
      // Read again under the lock: another process may have sent this digest meanwhile.
      const plan = planDigest({ setting, baselines, watched, visible, now });
      let sent = false;
      if (plan.changes.length > 0 && recipient) {
        await this.mail.digest(recipient.email, recipient.displayName, setting.frequency, plan.changes);
        const byTicker = new Map(baselines.map((baseline) => [baseline.tickerId, baseline]));
        for (const change of plan.changes) {
          byTicker.get(change.company.tickerId)?.update(change.after.final_score, change.after.rating, now);
        }
        setting.markSent(now);
        sent = true;
      }
      return { result: sent, add: plan.start, remove: plan.stale };
    });
  }
}
