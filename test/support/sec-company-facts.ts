/** Made-up SEC EDGAR companyfacts documents for the tests of the SEC import (docs/sec-edgar.md). */

/**
 * A companyfacts document of a made-up filer: two fiscal years of 10-Ks, or as the overrides say. With
 * `shares`, each 10-K's cover also states the shares outstanding (dei EntityCommonStockSharesOutstanding)
 * on 31 January after its fiscal year.
 */
export function companyFacts(
  cik: number,
  name: string,
  options: { unit?: string; form?: string; shares?: number } = {},
): object {
  const unit = options.unit ?? 'USD';
  const form = options.form ?? '10-K';
  const filing = (year: number) => ({
    accn: `00099999${cik % 100}-${String(year).slice(2)}-000001`,
    fy: year,
    fp: 'FY',
    form,
    filed: `${year + 1}-02-15`,
  });
  const flow = (value: number, year: number, filed: number) => ({
    start: `${year}-01-01`,
    end: `${year}-12-31`,
    val: value,
    ...filing(filed),
  });
  const stock = (value: number, year: number, filed: number) => ({
    end: `${year}-12-31`,
    val: value,
    ...filing(filed),
  });
  const both = (values: [number, number]) => [
    ...[2023, 2024].map((year, i) => ({ year, value: values[i] ?? 0 })),
  ];
  const flows = (values: [number, number]) => ({
    units: {
      [unit]: both(values).flatMap(({ year, value }) => [
        flow(value, year, year),
        ...(year === 2023 ? [flow(value, 2023, 2024)] : []),
      ]),
    },
  });
  const stocks = (values: [number, number]) => ({
    units: {
      [unit]: both(values).flatMap(({ year, value }) => [
        stock(value, year, year),
        ...(year === 2023 ? [stock(value, 2023, 2024)] : []),
      ]),
    },
  });
  const m = 1e6;
  return {
    cik,
    entityName: name,
    facts: {
      dei: {
        EntityPublicFloat: { units: { USD: [{ end: '2024-06-30', val: 900 * m, ...filing(2024) }] } },
        ...(options.shares === undefined
          ? {}
          : {
              EntityCommonStockSharesOutstanding: {
                units: {
                  shares: [2023, 2024].map((year) => ({
                    end: `${year + 1}-01-31`,
                    val: options.shares,
                    ...filing(year),
                  })),
                },
              },
            }),
      },
      'us-gaap': {
        Revenues: flows([1000 * m, 1150 * m]),
        CostOfRevenue: flows([600 * m, 700 * m]),
        SellingGeneralAndAdministrativeExpense: flows([200 * m, 210 * m]),
        DepreciationDepletionAndAmortization: flows([50 * m, 55 * m]),
        NetIncomeLoss: flows([90 * m, 120 * m]),
        NetCashProvidedByUsedInOperatingActivities: flows([110 * m, 60 * m]),
        ProceedsFromIssuanceOfCommonStock: flows([10 * m, 0]),
        AccountsReceivableNetCurrent: stocks([150 * m, 240 * m]),
        InventoryNet: stocks([80 * m, 120 * m]),
        OtherAssetsCurrent: stocks([20 * m, 25 * m]),
        AssetsCurrent: stocks([400 * m, 520 * m]),
        PropertyPlantAndEquipmentNet: stocks([450 * m, 500 * m]),
        Goodwill: stocks([100 * m, 100 * m]),
        IntangibleAssetsNetExcludingGoodwill: stocks([50 * m, 60 * m]),
        Assets: stocks([1000 * m, 1180 * m]),
        LiabilitiesCurrent: stocks([150 * m, 200 * m]),
        LongTermDebtNoncurrent: stocks([250 * m, 300 * m]),
        Liabilities: stocks([500 * m, 600 * m]),
        StockholdersEquity: stocks([500 * m, 580 * m]),
        CashAndCashEquivalentsAtCarryingValue: stocks([150 * m, 135 * m]),
      },
    },
  };
}

/** A companyfacts document's file name as SEC names it: `CIK##########.json`. */
export const cikFile = (cik: number): string => `CIK${String(cik).padStart(10, '0')}.json`;
