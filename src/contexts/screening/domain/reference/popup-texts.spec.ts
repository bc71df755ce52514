import { CLUSTER_CODES, CLUSTERS } from './clusters.js';
import { clusterPopupId, findPopupText, POPUP_TEXT_IDS, POPUP_TEXTS } from './popup-texts.js';

const REQUIRED_IDS = [
  'pop_gics_s',
  'pop_year',
  'pop_dom',
  'pop_aud',
  'pop_inc',
  'pop_ex',
  'pop_mcap',
  'pop_ret_rel',
  'pop_ret_abs',
  'pop_history',
  'pop_loss_total',
  'pop_loss_debt',
  'pop_loss_equity',
  'pop_distr_total',
  'pop_distr_sector',
  'pop_stock_summary',
  'pop_radial',
  'pop_rating',
  'pop_final_score',
  'pop_rank',
  'pop_rank_sector',
  'pop_one_year_change',
  'pop_status',
  'pop_industry',
  'pop_m_score',
  'pop_f_score',
  'pop_filing_events',
];

describe('popup texts', () => {
  it('has every required id, and one per cluster', () => {
    const ids = POPUP_TEXTS.map((p) => p.id);
    for (const id of REQUIRED_IDS) expect(ids).toContain(id);
    for (const code of CLUSTER_CODES) expect(ids).toContain(`pop_cluster_${code}`);
    expect(ids).toHaveLength(REQUIRED_IDS.length + CLUSTER_CODES.length);
    expect([...ids].sort()).toEqual([...POPUP_TEXT_IDS].sort());
  });

  it('has unique ids', () => {
    const ids = POPUP_TEXTS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a title and a plain-text explanation of a few sentences for each', () => {
    for (const popup of POPUP_TEXTS) {
      expect(popup.title.trim()).not.toBe('');
      expect(popup.text.trim()).toBe(popup.text);
      expect(popup.text.length).toBeGreaterThanOrEqual(100);
      expect(popup.text.length).toBeLessThanOrEqual(500);
      expect(popup.text).toMatch(/\.$/);
      expect(popup.text).not.toMatch(/[<>]|\s{2}|undefined|TODO/);
    }
  });

  it('titles each cluster popup with the cluster name', () => {
    for (const cluster of CLUSTERS) {
      const popup = findPopupText(clusterPopupId(cluster.code));
      expect(popup?.title).toBe(cluster.name);
      expect(popup?.text).toContain(cluster.riskyWhen === 'high' ? 'High is risky' : 'Low is risky');
    }
  });

  it('finds a popup by id', () => {
    expect(findPopupText('pop_stock_summary')?.title).toBe('Stock Summary');
    expect(findPopupText('pop_unknown')).toBeUndefined();
  });
});
