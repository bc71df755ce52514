/**
 * The 14 risk clusters of docs/risk-model.md, in the order the radial chart draws them.
 * `riskyWhen` says which tail of the cluster value is the risky one when quantiles are assigned.
 */

export const CLUSTER_CODES = [
  'ac',
  'wo',
  'va',
  'sm',
  'ma',
  'iv',
  'ic',
  'gr',
  'ge',
  'cr',
  'go',
  'ca',
  're',
  'as',
] as const;

export type ClusterCode = (typeof CLUSTER_CODES)[number];

export type RiskyTail = 'high' | 'low';

export interface ClusterDefinition {
  readonly code: ClusterCode;
  readonly name: string;
  readonly riskyWhen: RiskyTail;
  /** One line for the hover text of the radial chart. */
  readonly description: string;
}

export const CLUSTERS: readonly ClusterDefinition[] = [
  {
    code: 'ac',
    name: 'Accruals',
    riskyWhen: 'high',
    description:
      'Net income not backed by operating cash flow, as a share of total assets (Sloan 1996; Beneish TATA).',
  },
  {
    code: 'wo',
    name: 'Working capital',
    riskyWhen: 'high',
    description:
      'Receivables, inventory and other current assets growing faster than revenue (Richardson et al. 2005; Montier 2008).',
  },
  {
    code: 'va',
    name: 'Asset valuation',
    riskyWhen: 'high',
    description:
      'Share of assets that are neither PP&E nor cash and so rest on management estimates (Dechow et al. 2011).',
  },
  {
    code: 'sm',
    name: 'Earnings smoothing',
    riskyWhen: 'low',
    description:
      'Volatility of earnings relative to the volatility of operating cash flow over five years (Leuz et al. 2003).',
  },
  {
    code: 'ma',
    name: 'Margins',
    riskyWhen: 'high',
    description: 'Deterioration of the gross margin (Beneish GMI), with the SG&A index.',
  },
  {
    code: 'iv',
    name: 'Inventory',
    riskyWhen: 'high',
    description:
      'Inventory build-up relative to average total assets, with days of inventory (Dechow et al. 2011; Montier 2008).',
  },
  {
    code: 'ic',
    name: 'Capitalised costs',
    riskyWhen: 'high',
    description: 'Growth of intangible assets other than goodwill relative to revenue.',
  },
  {
    code: 'gr',
    name: 'Growth',
    riskyWhen: 'high',
    description: 'Sales growth index (Beneish SGI): fast growth puts pressure on future results.',
  },
  {
    code: 'ge',
    name: 'Gearing',
    riskyWhen: 'high',
    description: 'Leverage index (Beneish LVGI): rising leverage brings debt-covenant incentives.',
  },
  {
    code: 'cr',
    name: 'Credit and receivables',
    riskyWhen: 'high',
    description: 'Days sales in receivables index (Beneish DSRI): receivables growing faster than revenue.',
  },
  {
    code: 'go',
    name: 'Goodwill',
    riskyWhen: 'high',
    description: 'Goodwill as a share of total assets, and its change.',
  },
  {
    code: 'ca',
    name: 'Cash',
    riskyWhen: 'low',
    description: 'Cash conversion: operating cash flow relative to net income; cash held alongside debt.',
  },
  {
    code: 're',
    name: 'Revenue quality',
    riskyWhen: 'high',
    description: 'Reported revenue growth in excess of cash sales growth (Dechow et al. 2011).',
  },
  {
    code: 'as',
    name: 'Asset quality',
    riskyWhen: 'high',
    description: 'Asset quality index (Beneish AQI), with the depreciation index DEPI.',
  },
];

const clusterByCode = new Map(CLUSTERS.map((cluster) => [cluster.code, cluster]));

export function clusterDefinition(code: ClusterCode): ClusterDefinition {
  const cluster = clusterByCode.get(code);
  if (!cluster) throw new Error(`Unknown cluster ${code}`);
  return cluster;
}
