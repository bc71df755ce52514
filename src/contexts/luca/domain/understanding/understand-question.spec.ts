import { LUCA_VOCABULARY } from '../../application/vocabulary.js';
import { lookupTerm, understandQuestion } from './understand-question.js';

const understand = (question: string) => understandQuestion(question, LUCA_VOCABULARY);

describe('understandQuestion', () => {
  it.each([
    ['Why does Hoshino Industrial have a C- rating?', 'SCORE_EXPLANATION', 'Hoshino Industrial'],
    ['Why is NSH-US so risky?', 'SCORE_EXPLANATION', 'NSH-US'],
    ["What is Bank of Tokyo's rating in 2023?", 'SCORE_EXPLANATION', 'Bank of Tokyo'],
    ['Explain the score of US0000000001', 'SCORE_EXPLANATION', 'US0000000001'],
    ["How has Hoshino's score changed over the years?", 'SCORE_HISTORY', 'Hoshino'],
    ['Show me the score history of Northern Steel Holdings', 'SCORE_HISTORY', 'Northern Steel Holdings'],
    ['How does Hoshino compare with its sector and country?', 'PEER_COMPARISON', 'Hoshino'],
    ['Northern Steel versus peers', 'PEER_COMPARISON', 'Northern Steel'],
  ])('reads %p as %s about %p', (question, intent, company) => {
    const understood = understand(question);
    expect(understood.intent).toBe(intent);
    expect(understood.companyPhrase).toBe(company);
  });

  it.each([
    ["What drives Hoshino Industrial's M-score?", 'Hoshino Industrial'],
    ['Explain the Beneish M score of NSH-US in 2023', 'NSH-US'],
    ["Why is Northern Steel's mscore so high?", 'Northern Steel'],
    ['Which indices drive the M-score of US0000000001?', 'US0000000001'],
  ])('reads %p as an M-score question about %p', (question, company) => {
    expect(understand(question)).toMatchObject({ intent: 'M_SCORE_EXPLANATION', companyPhrase: company });
  });

  it('reads "its M-score" as the previous company', () => {
    expect(understand('What drives its M-score?')).toMatchObject({
      intent: 'M_SCORE_EXPLANATION',
      companyPhrase: null,
      refersBack: true,
    });
  });

  it('takes the rating a score question names, to correct it', () => {
    expect(understand('Why is Hoshino rated D?')).toMatchObject({
      intent: 'SCORE_EXPLANATION',
      companyPhrase: 'Hoshino',
      ratingAsked: 'D',
    });
    expect(understand('Why does Hoshino have a D+ rating?').ratingAsked).toBe('D+');
    expect(understand('Why does Hoshino have its rating?').ratingAsked).toBeNull();
    expect(understand('Why is Hoshino rated a high risk?').ratingAsked).toBeNull();
    expect(understand('Which Japanese companies are rated D?').ratingAsked).toBeNull();
  });

  it('takes the year a company question names', () => {
    expect(understand("What is Bank of Tokyo's rating in 2023?").year).toBe(2023);
    expect(understand('Why does Hoshino have a D rating?').year).toBeNull();
  });

  it('reads a follow-up about "its" score as the previous company (no company named)', () => {
    const understood = understand('How has its score changed?');
    expect(understood).toMatchObject({ intent: 'SCORE_HISTORY', companyPhrase: null, refersBack: true });
    expect(understand('And how does it compare with its peers?')).toMatchObject({
      intent: 'PEER_COMPARISON',
      companyPhrase: null,
    });
  });

  it('reads a screen by exchange country, sector, cluster and quintile', () => {
    for (const question of [
      'Japanese industrials with receivables risk in the top quintile',
      'Which Japanese industrials have receivables risk in the top quintile?',
      'List industrial companies in Japan with credit and receivables in quintile 5',
    ]) {
      expect(understand(question)).toMatchObject({
        intent: 'RISK_SCREEN',
        exchange: { id: 6, name: 'Japan' },
        sector: { id: 20, name: 'Industrials' },
        cluster: { id: 'cr', name: 'Credit and receivables' },
        quintile: { min: 5, max: 5 },
      });
    }
  });

  it('reads quintile ranges, score bounds and ratings of a screen', () => {
    expect(understand('Which German tech companies have high inventory risk?')).toMatchObject({
      intent: 'RISK_SCREEN',
      exchange: { name: 'Germany' },
      sector: { name: 'Information Technology' },
      cluster: { id: 'iv' },
      quintile: { min: 4, max: 5 },
    });
    expect(understand('Which US companies have accruals in the top two quintiles?').quintile).toEqual({
      min: 4,
      max: 5,
    });
    expect(understand('Show UK companies with a score above 80')).toMatchObject({
      intent: 'RISK_SCREEN',
      exchange: { name: 'United Kingdom' },
      score: { min: 80, max: null },
      cluster: null,
    });
    expect(understand('Which Japanese financials are rated D+ or worse?').ratings).toEqual([
      'D+',
      'D',
      'D-',
      'E',
      'F',
    ]);
  });

  it('reads an industry group as the group, not its whole sector: Japanese banks are not all Financials', () => {
    for (const question of [
      'Japanese banks',
      'Which Japanese banks are the riskiest?',
      'List banks in Japan',
    ]) {
      expect(understand(question)).toMatchObject({
        intent: 'RISK_SCREEN',
        exchange: { id: 6, name: 'Japan' },
        sector: null,
        industryGroup: { id: 4010, name: 'Banks' },
      });
    }
    expect(understand('Which Japanese banks are rated D or worse?')).toMatchObject({
      intent: 'RISK_SCREEN',
      industryGroup: { name: 'Banks' },
      ratings: ['D', 'D-', 'E', 'F'],
    });
    expect(understand('Which US insurers have leverage risk in the top quintile?')).toMatchObject({
      exchange: { name: 'United States' },
      industryGroup: { id: 4030, name: 'Insurance' },
      cluster: { id: 'ge' },
      quintile: { min: 5, max: 5 },
    });
    expect(understand('Show German software companies with a score above 70')).toMatchObject({
      sector: null,
      industryGroup: { name: 'Software & Services' },
      score: { min: 70, max: null },
    });
    expect(understand('UK pharma companies rated E or worse').industryGroup?.name).toBe(
      'Pharmaceuticals, Biotechnology & Life Sciences',
    );
  });

  it('keeps the sector where the words name the sector, and the group where both are named', () => {
    expect(understand('Which Japanese financials are rated D+ or worse?')).toMatchObject({
      sector: { id: 40, name: 'Financials' },
      industryGroup: null,
    });
    // Energy, Materials and Utilities are a sector and its one industry group alike: the sector is read.
    expect(understand('Which US energy companies have a score above 70?')).toMatchObject({
      sector: { name: 'Energy' },
      industryGroup: null,
    });
    expect(understand('Show Japanese utilities')).toMatchObject({
      sector: { name: 'Utilities' },
      industryGroup: null,
    });
    // A group beside its own sector is the narrower scope; the longer words win where they overlap.
    expect(understand('Japanese financials, banks only, with a score above 60')).toMatchObject({
      sector: null,
      industryGroup: { name: 'Banks' },
    });
    expect(understand('Which US property developers score above 50?')).toMatchObject({
      sector: null,
      industryGroup: { name: 'Real Estate Management & Development' },
    });
    // A company named after a bank is still a company question.
    expect(understand("What is Bank of Tokyo's rating in 2023?")).toMatchObject({
      intent: 'SCORE_EXPLANATION',
      companyPhrase: 'Bank of Tokyo',
    });
  });

  it('does not take "us" in a sentence for the United States', () => {
    expect(understand('Show us industrials with leverage risk').exchange).toBeNull();
    expect(understand('Show US industrials with leverage risk').exchange?.name).toBe('United States');
  });

  it('reads watchlist questions, with a list name when one is given', () => {
    expect(understand('What changed in my watchlist since the last data revision?')).toMatchObject({
      intent: 'WATCHLIST_CHANGES',
      watchlistName: null,
    });
    expect(understand('What moved in my Tech watchlist?')).toMatchObject({
      intent: 'WATCHLIST_CHANGES',
      watchlistName: 'Tech',
    });
  });

  it('reads cluster definitions', () => {
    expect(understand('What does the accruals cluster mean?')).toMatchObject({
      intent: 'CLUSTER_DEFINITION',
      cluster: { id: 'ac', name: 'Accruals' },
    });
    expect(understand('What is earnings smoothing?').cluster?.id).toBe('sm');
    expect(understand('Explain the gearing cluster').intent).toBe('CLUSTER_DEFINITION');
  });

  it.each([
    'Where does the data come from?',
    'where does the data come from',
    'What is the source of the data?',
    'What are your data sources?',
    'Where do you get your figures from?',
    'Which filing?',
    'Is this real data or demo data?',
  ])('reads %p as a question about where the data come from (no company named)', (question) => {
    expect(understand(question)).toMatchObject({ intent: 'DATA_SOURCE', companyPhrase: null });
  });

  it.each([
    ["Where do Apple's figures come from?", 'Apple'],
    ['Which filing are NVIDIA Corp figures from?', 'NVIDIA Corp'],
    ['What is the source of Hoshino Industrial data?', 'Hoshino Industrial'],
    ['What is the data source for AAPL-US?', 'AAPL-US'],
    ['Is Hoshino a real company?', 'Hoshino'],
    ['Is Northern Steel generated?', 'Northern Steel'],
    ["When was Apple's 10-K filed?", 'Apple'],
  ])('reads %p as a question about where the data of %p come from', (question, company) => {
    expect(understand(question)).toMatchObject({ intent: 'DATA_SOURCE', companyPhrase: company });
  });

  it('reads "where does its data come from?" as the previous company, and a year', () => {
    expect(understand('Where does its data come from?')).toMatchObject({
      intent: 'DATA_SOURCE',
      companyPhrase: null,
      refersBack: true,
    });
    expect(understand('Which filing is behind Hoshino 2023?')).toMatchObject({
      intent: 'DATA_SOURCE',
      companyPhrase: 'Hoshino',
      year: 2023,
    });
  });

  it.each([
    ['What filing events does Tesla have?', 'Tesla'],
    ['What filing events does Tesla, Inc. have in fiscal 2012?', 'Tesla Inc'],
    ['Did Tesla file late?', 'Tesla'],
    ['Has Enron Corp changed auditors?', 'Enron Corp'],
    ['Any auditor changes at Northern Steel?', 'Northern Steel'],
    ['Any non-reliance notices for TSLA-US?', 'TSLA-US'],
    ['Which NT 10-Ks has Tesla filed?', 'Tesla'],
    ['Show the 10-K/A amendments of Apple', 'Apple'],
    ['Does Apple have any late filings?', 'Apple'],
  ])('reads %p as a question about the filing events of %p', (question, company) => {
    expect(understand(question)).toMatchObject({ intent: 'FILING_EVENTS', companyPhrase: company });
  });

  it('reads "its filing events" as the previous company, and a fiscal year', () => {
    expect(understand('What filing events does it have?')).toMatchObject({
      intent: 'FILING_EVENTS',
      companyPhrase: null,
      refersBack: true,
    });
    expect(understand('Filing events of Tesla in 2012')).toMatchObject({
      intent: 'FILING_EVENTS',
      companyPhrase: 'Tesla',
      year: 2012,
    });
  });

  it('keeps score, risk-source and screen questions what they were', () => {
    expect(understand('Why is Hoshino rated D?').intent).toBe('SCORE_EXPLANATION');
    expect(understand('What are the sources of risk for Hoshino?').intent).toBe('SCORE_EXPLANATION');
    expect(understand('Which Japanese industrials have receivables risk in the top quintile?').intent).toBe(
      'RISK_SCREEN',
    );
    expect(understand('What does the accruals cluster mean?').intent).toBe('CLUSTER_DEFINITION');
    // Not filing events: a score history, the filing behind the figures, a late-year question.
    expect(understand("How has Hoshino's score changed over the years?").intent).toBe('SCORE_HISTORY');
    expect(understand('Which filing are NVIDIA Corp figures from?').intent).toBe('DATA_SOURCE');
    expect(understand("What is Apple's latest rating?").intent).toBe('SCORE_EXPLANATION');
  });

  it.each(['What is the weather tomorrow?', 'Tell me a joke', 'Buy 100 shares for me', ''])(
    'does not pretend to understand %p',
    (question) => {
      expect(understand(question).intent).toBe('UNKNOWN');
    },
  );
});

describe('lookupTerm', () => {
  it('finds a tool argument by name, alias or a phrase holding one, in any case', () => {
    expect(lookupTerm('japan', LUCA_VOCABULARY.exchanges)?.name).toBe('Japan');
    expect(lookupTerm('US', LUCA_VOCABULARY.exchanges)?.name).toBe('United States');
    expect(lookupTerm('us', LUCA_VOCABULARY.exchanges)?.name).toBe('United States');
    expect(lookupTerm('Receivables', LUCA_VOCABULARY.clusters)?.id).toBe('cr');
    expect(lookupTerm('industrial sector', LUCA_VOCABULARY.sectors)?.name).toBe('Industrials');
    expect(lookupTerm('Atlantis', LUCA_VOCABULARY.exchanges)).toBeNull();
    expect(lookupTerm('Banks', LUCA_VOCABULARY.industryGroups)?.id).toBe(4010);
    expect(lookupTerm('banks', LUCA_VOCABULARY.sectors)).toBeNull();
  });
});
