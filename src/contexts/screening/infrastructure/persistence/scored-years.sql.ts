/**
 * The years with scored data, per exchange country: those in which at least one of its companies has a final
 * score (screening.country_year counts them when the dataset is loaded). The first years of a dataset have
 * statements but no score (the engine needs earlier years to compare with), so every year in which nothing
 * is scored is left out here.
 *
 * The one definition behind the screen's year list and default year and the span of a risk history. A
 * company's page offers every year it has statements instead (issue 28: a year without a score says why).
 * Columns: year, exchange_country_id.
 */
export const SCORED_YEARS = `(select year, exchange_country_id from screening.country_year where scored > 0)`;

/**
 * The first and the last scored year of exchange country `exchange` (a SQL expression), as a condition on
 * `year`: the span a risk history covers (inside it a year without an average still counts, as 0).
 */
export function withinScoredSpan(year: string, exchange: string): string {
  return `${year} between (select min(s.year) from ${SCORED_YEARS} s where s.exchange_country_id = ${exchange})
                      and (select max(s.year) from ${SCORED_YEARS} s where s.exchange_country_id = ${exchange})`;
}
