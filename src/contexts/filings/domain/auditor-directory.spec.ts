import { AUDITORS } from '../../screening/domain/published/reference-data.js';
import {
  AuditorDirectory,
  auditorKey,
  FIRST_ADDED_AUDITOR_ID,
  referenceAuditorId,
} from './auditor-directory.js';

describe('auditor names folded to the reference list', () => {
  it.each([
    ['Deloitte & Touche LLP', 1],
    ['Deloitte LLP', 1],
    ['DELOITTE & TOUCHE', 1],
    ['PricewaterhouseCoopers LLP', 2],
    ['PwC', 2],
    ['pwc llp', 2],
    ['Ernst & Young LLP', 3],
    ['EY', 3],
    ['Ernst and Young', 3],
    ['KPMG LLP', 4],
    ['kpmg', 4],
    ['BDO USA, LLP', 5],
    ['BDO USA, P.C.', 5],
    ['Grant Thornton LLP', 6],
    ['RSM US LLP', 7],
    ['Crowe LLP', 9],
    ['Baker Tilly US, LLP', 10],
    ['Harwood & Lane LLP', 17],
    ['Harwood & Lane', 17],
    ['Northbridge & Co', 20],
    ['NORTHBRIDGE', 20],
    ['Summit Ridge Accountants, Inc.', 23],
  ])('%s is auditor %i', (name, id) => {
    expect(referenceAuditorId(name)).toBe(id);
  });

  it.each(['Marcum LLP', 'Eyre & Partners', 'KPMGX Advisory', 'Deloittes Bakery'])(
    '%s is not on the list',
    (name) => {
      expect(referenceAuditorId(name)).toBeNull();
    },
  );

  it('ignores the legal-form and country endings and the case', () => {
    expect(auditorKey('Marcum LLP')).toBe('marcum');
    expect(auditorKey('MARCUM, LLP')).toBe('marcum');
    expect(auditorKey('Marcum  LLC')).toBe('marcum');
    expect(auditorKey('Friedman & Co., P.C.')).toBe('friedman');
    expect(auditorKey('Withum Smith+Brown, PC')).toBe('withum smith+brown');
    expect(auditorKey('LLP')).toBe('llp');
  });

  it('adds a name the list does not have, with an id from 1000 in first-seen order, once per key', () => {
    const directory = new AuditorDirectory();
    expect(directory.resolve('Deloitte LLP')).toEqual({ auditorID: 1, auditorName: null });
    expect(directory.resolve('Marcum LLP')).toEqual({
      auditorID: FIRST_ADDED_AUDITOR_ID,
      auditorName: 'Marcum LLP',
    });
    expect(directory.resolve('Withum  PC')).toEqual({ auditorID: 1001, auditorName: 'Withum PC' });
    expect(directory.resolve('MARCUM, LLP')).toEqual({ auditorID: 1000, auditorName: 'Marcum LLP' });
  });

  it('keeps the ids of the added auditors already stored and counts on from the highest', () => {
    const directory = new AuditorDirectory([
      { auditorID: 4, auditorName: null },
      { auditorID: 1003, auditorName: 'Marcum LLP' },
    ]);
    expect(directory.resolve('Marcum')).toEqual({ auditorID: 1003, auditorName: 'Marcum LLP' });
    expect(directory.resolve('Withum')).toEqual({ auditorID: 1004, auditorName: 'Withum' });
  });
});

describe('AuditorDirectory.storedIn', () => {
  it('folds every name of the reference list, in any case, to its id', () => {
    const directory = new AuditorDirectory();
    for (const { auditor, auditorID } of AUDITORS) {
      expect(directory.resolve(auditor)).toEqual({ auditorID, auditorName: null });
      expect(directory.resolve(auditor.toUpperCase())).toEqual({ auditorID, auditorName: null });
    }
  });

  it("reads the stored universe's added auditors, and starts from the list alone without one", () => {
    const statement = (auditorID: number, auditorName?: string) => ({ auditorID, auditorName });
    const stored = {
      companies: [
        { statements: [statement(2), statement(1004, 'Arthur Andersen')] },
        { statements: [statement(1001, 'Marcum LLP'), statement(0)] },
      ],
    };
    const directory = AuditorDirectory.storedIn(stored);
    expect(directory.resolve('ARTHUR ANDERSEN LLP')).toEqual({
      auditorID: 1004,
      auditorName: 'Arthur Andersen',
    });
    expect(directory.resolve('Marcum')).toEqual({ auditorID: 1001, auditorName: 'Marcum LLP' });
    expect(directory.resolve('Withum')).toEqual({ auditorID: 1005, auditorName: 'Withum' });
    expect(AuditorDirectory.storedIn(null).resolve('Withum')).toEqual({
      auditorID: FIRST_ADDED_AUDITOR_ID,
      auditorName: 'Withum',
    });
  });
});
