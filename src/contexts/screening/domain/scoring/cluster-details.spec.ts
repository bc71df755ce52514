import { CLUSTER_CODES } from '../reference/clusters.js';
import { ClusterDetails } from './cluster-details.js';

describe('ClusterDetails', () => {
  const keys = [
    { tickerId: 'AAA', year: 2023 },
    { tickerId: 'AAA', year: 2024 },
  ];
  const size = keys.length * CLUSTER_CODES.length;
  const values = Float64Array.from({ length: size }, (_, i) => (i === 3 ? NaN : i + 0.1234567891));
  const quantiles = Int8Array.from({ length: size }, (_, i) => (i === 3 ? 0 : (i % 5) + 1));
  const positions = Float64Array.from({ length: size }, (_, i) => (i === 3 ? NaN : ((i % 5) + 0.5) / 5));
  const comments = Array.from({ length: size }, (_, i) => `comment ${i}`);
  const details = new ClusterDetails(keys, values, quantiles, positions, comments);

  it('reads row i as the company-year i / 14 and the cluster i mod 14, N/A as null, values to 6 places', () => {
    expect(details).toHaveLength(28);
    expect(details.at(15)).toEqual({
      tickerId: 'AAA',
      year: 2024,
      cluster_type: CLUSTER_CODES[1],
      cluster_name: expect.any(String) as string,
      cluster_value: 15.123457,
      cluster_quantile: 1,
      cluster_position: 0.1,
      cluster_comment_text: 'comment 15',
    });
    expect(details.at(3)).toMatchObject({
      year: 2023,
      cluster_value: null,
      cluster_quantile: null,
      cluster_position: null,
    });
  });

  it("gives a company-year's 14 rows in cluster order, and every row in order", () => {
    expect(details.ofCompanyYear(1).map((row) => row.cluster_type)).toEqual([...CLUSTER_CODES]);
    expect(details.ofCompanyYear(1).every((row) => row.year === 2024)).toBe(true);
    expect([...details].map((row) => row.cluster_comment_text)).toEqual(comments);
  });

  it('refuses a row out of range and columns of the wrong length', () => {
    expect(() => details.at(28)).toThrow(RangeError);
    expect(() => details.at(-1)).toThrow(RangeError);
    expect(() => new ClusterDetails(keys, values.subarray(1), quantiles, positions, comments)).toThrow(
      /28 values/,
    );
  });
});
