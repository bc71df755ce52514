import { CLUSTERS, type ClusterCode } from '../reference/clusters.js';
import type { Quantile } from './ranks.js';

/** One row per company-year and cluster (table cluster_detail): 14 per company-year. */
export interface ClusterDetailRow {
  readonly tickerId: string;
  readonly year: number;
  readonly cluster_type: ClusterCode;
  readonly cluster_name: string;
  readonly cluster_value: number | null;
  /** 1..5 among the peers (5 riskiest), null for N/A. */
  readonly cluster_quantile: Quantile | null;
  /** Mid-rank position among the peers, 0 safest to 1 riskiest (peers.ts), null for N/A. */
  readonly cluster_position: number | null;
  readonly cluster_comment_text: string;
}

/** The company-year a cluster row belongs to. */
interface CompanyYearKey {
  readonly tickerId: string;
  readonly year: number;
}

const CLUSTER_COUNT = CLUSTERS.length;
const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/**
 * The cluster rows of a scored universe (table cluster_detail): 14 per company-year, in the company-years'
 * order and CLUSTER_CODES order within each. Held column by column (values, quantiles, comments) and
 * read as ClusterDetailRow on demand: a universe of 140,000 company-years has 1.96 million of them, which
 * as objects took some 300 MB more than the columns.
 */
export class ClusterDetails implements Iterable<ClusterDetailRow> {
  /**
   * @param keys the company-years, in order
   * @param values each cluster's value (NaN: N/A), keys.length x 14
   * @param quantiles each cluster's quantile 1..5 (0: N/A)
   * @param positions each cluster's position among its peers (NaN: N/A)
   * @param comments each cluster's comment text
   */
  constructor(
    private readonly keys: readonly CompanyYearKey[],
    private readonly values: Float64Array,
    private readonly quantiles: Int8Array,
    private readonly positions: Float64Array,
    private readonly comments: readonly string[],
  ) {
    const length = keys.length * CLUSTER_COUNT;
    if (
      values.length !== length ||
      quantiles.length !== length ||
      positions.length !== length ||
      comments.length !== length
    )
      throw new Error(`ClusterDetails: ${keys.length} company-years need ${length} values of each column`);
  }

  get length(): number {
    return this.values.length;
  }

  /** Row `index` (company-year index x 14 + cluster index). */
  at(index: number): ClusterDetailRow {
    const key = this.keys[Math.floor(index / CLUSTER_COUNT)];
    const cluster = CLUSTERS[index % CLUSTER_COUNT];
    if (!key || !cluster || index < 0) throw new RangeError(`No cluster row ${index}`);
    const value = this.values[index] as number;
    const quantile = this.quantiles[index] as number;
    const position = this.positions[index] as number;
    return {
      tickerId: key.tickerId,
      year: key.year,
      cluster_type: cluster.code,
      cluster_name: cluster.name,
      cluster_value: Number.isNaN(value) ? null : round6(value),
      cluster_quantile: quantile === 0 ? null : (quantile as Quantile),
      cluster_position: Number.isNaN(position) ? null : position,
      cluster_comment_text: this.comments[index] ?? '',
    };
  }

  /** The 14 rows of company-year `companyYear`, in CLUSTER_CODES order. */
  ofCompanyYear(companyYear: number): ClusterDetailRow[] {
    return CLUSTERS.map((_, j) => this.at(companyYear * CLUSTER_COUNT + j));
  }

  *[Symbol.iterator](): Iterator<ClusterDetailRow> {
    for (let index = 0; index < this.length; index++) yield this.at(index);
  }
}
