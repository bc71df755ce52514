import { ContentError } from './content-error.js';
import { Setting } from './setting.js';

const at = new Date('2026-11-21T00:00:00Z');

describe('Setting', () => {
  it('reads a numeric value', () => {
    const setting = new Setting({
      key: 'idleTime',
      type: 'NUMERIC',
      value: ' 43200 ',
      description: 'Idle',
      updatedAt: at,
    });
    expect(setting.value).toBe('43200');
    expect(setting.numericValue()).toBe(43200);
  });

  it.each([
    ['NUMERIC', '', 'SETTING_VALUE_REQUIRED'],
    ['TEXT', '<p></p>', 'SETTING_VALUE_REQUIRED'],
    ['NUMERIC', '12a', 'SETTING_VALUE_NOT_NUMERIC'],
  ] as const)('refuses a %s value %p with %s', (type, value, code) => {
    try {
      new Setting({ key: 'k', type, value, description: '', updatedAt: at });
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).code).toBe(code);
    }
  });
});
