/**
 * ROC AUC of scores against boolean labels, rank-based (Mann-Whitney U): the probability that a random
 * positive scores higher than a random negative, ties counting one half. Null scores are skipped.
 */

import { averageRanks } from './ranks.js';

export function rocAuc(scores: readonly (number | null)[], labels: readonly boolean[]): number | null {
  if (scores.length !== labels.length) throw new Error('scores and labels differ in length');
  const values: number[] = [];
  const positive: boolean[] = [];
  scores.forEach((score, i) => {
    if (score === null || !Number.isFinite(score)) return;
    values.push(score);
    positive.push(labels[i] === true);
  });
  const ranks = averageRanks(values);
  let positives = 0;
  let rankSum = 0;
  positive.forEach((isPositive, i) => {
    if (!isPositive) return;
    positives++;
    rankSum += (ranks[i] as number) + 1;
  });
  const negatives = values.length - positives;
  if (positives === 0 || negatives === 0) return null;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}
