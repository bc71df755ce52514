export const TRADING_STATUSES = ['Active', 'Suspended', 'Delisted'] as const;

export type TradingStatus = (typeof TRADING_STATUSES)[number];
