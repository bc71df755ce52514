import { AlertBaseline } from './alert-baseline.js';
import type { AlertSetting } from './alert-setting.js';

/** A watched company as the user may see it now (masked for a trial tenant), with its latest scored figures. */
export interface WatchedCompany {
  /** The real ticker the watchlist stores. */
  tickerId: string;
  name: string;
  isin: string;
  exchange_country: string;
  final_score: number | null;
  rating: string | null;
  year: number | null;
}

export interface ScoreChange {
  company: WatchedCompany;
  before: { final_score: number | null; rating: string | null };
  after: { final_score: number | null; rating: string | null };
}

export interface DigestPlan {
  /** Companies watched without a baseline yet: start from their current figures, nothing to tell. */
  start: AlertBaseline[];
  /** Baselines of companies no longer in any of the user's watchlists. */
  stale: string[];
  /** What changed since the user was last told; empty unless a digest is due. */
  changes: ScoreChange[];
}

/** Scores are compared at the precision they are shown with (2 decimals). */
const shown = (score: number | null): number | null =>
  score === null ? null : Math.round(score * 100) / 100;

export function isChanged(
  baseline: { finalScore: number | null; rating: string | null },
  now: { final_score: number | null; rating: string | null },
): boolean {
  return shown(baseline.finalScore) !== shown(now.final_score) || baseline.rating !== now.rating;
}

/**
 * One run for one user: companies newly watched get a baseline; when a digest is due (see
 * AlertSetting.isDue) every visible company whose score or rating differs from its baseline is a
 * change to tell. Companies the user may not see now (exchange no longer permitted) are left alone.
 */
export function planDigest(input: {
  setting: AlertSetting;
  baselines: readonly AlertBaseline[];
  watched: readonly string[];
  visible: readonly WatchedCompany[];
  now: Date;
}): DigestPlan {
  const { setting, baselines, watched, visible, now } = input;
  const byTicker = new Map(baselines.map((baseline) => [baseline.tickerId, baseline]));
  const watchedSet = new Set(watched);
  const start = visible
    .filter((company) => !byTicker.has(company.tickerId) && watchedSet.has(company.tickerId))
    .map(
      (company) =>
        new AlertBaseline({
          userId: setting.userId,
          tickerId: company.tickerId,
          finalScore: company.final_score,
          rating: company.rating,
          at: now,
        }),
    );
  const stale = baselines.filter((baseline) => !watchedSet.has(baseline.tickerId)).map((b) => b.tickerId);
  const due = setting.isDue(now);
  const changes: ScoreChange[] = [];
  if (due) {
    for (const company of visible) {
      const baseline = byTicker.get(company.tickerId);
      if (!baseline || !watchedSet.has(company.tickerId) || !isChanged(baseline, company)) continue;
      changes.push({
        company,
        before: { final_score: baseline.finalScore, rating: baseline.rating },
        after: { final_score: company.final_score, rating: company.rating },
      });
    }
  }
  return { start, stale, changes };
}

export function hasWork(plan: DigestPlan): boolean {
  return plan.start.length > 0 || plan.stale.length > 0 || plan.changes.length > 0;
}
