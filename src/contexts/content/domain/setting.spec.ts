import { ContentError } from './content-error.js';
import { isSecretSettingKey, maskedSecret, SECRET_MASK, Setting } from './setting.js';

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

  it('checks an edit against the key: whole numbers in range, an address, a dataset source', () => {
    const setting = (key: string, type: 'NUMERIC' | 'STRING' | 'DATASET', value: string) =>
      new Setting({ key, type, value, description: 'd', updatedAt: at });
    const codeOf = (work: () => void): string => {
      try {
        work();
        return 'accepted';
      } catch (error) {
        return (error as ContentError).code;
      }
    };
    const idle = setting('idleTime', 'NUMERIC', '43200');
    expect(codeOf(() => idle.edit({ type: 'NUMERIC', value: '30', description: 'd' }, at))).toBe(
      'SETTING_VALUE_INVALID',
    );
    expect(codeOf(() => idle.edit({ type: 'NUMERIC', value: '1.5', description: 'd' }, at))).toBe(
      'SETTING_VALUE_INVALID',
    );
    expect(codeOf(() => idle.edit({ type: 'NUMERIC', value: 'abc', description: 'd' }, at))).toBe(
      'SETTING_VALUE_NOT_NUMERIC',
    );
    expect(idle.value).toBe('43200');
    expect(codeOf(() => idle.edit({ type: 'NUMERIC', value: ' 600 ', description: ' Idle ' }, at))).toBe(
      'accepted',
    );
    expect(idle).toMatchObject({ value: '600', description: 'Idle' });
    const support = setting('supportAddress', 'STRING', 'support@example.test');
    expect(codeOf(() => support.edit({ type: 'STRING', value: 'nobody', description: 'd' }, at))).toBe(
      'SETTING_VALUE_INVALID',
    );
    const dataset = setting('dataset', 'DATASET', 'data/statements.csv');
    expect(
      codeOf(() => dataset.edit({ type: 'DATASET', value: 'file:///etc/passwd', description: 'd' }, at)),
    ).toBe('SETTING_VALUE_INVALID');
    expect(
      codeOf(() => dataset.edit({ type: 'DATASET', value: 'postgres://db/risk', description: 'd' }, at)),
    ).toBe('accepted');
  });

  it.each([
    ['Acme Research admin@acme.example', 'accepted'],
    ['Acme Research <admin@acme.example>', 'accepted'],
    ['none', 'accepted'],
    ['Acme Research', 'SETTING_VALUE_INVALID'],
    ['admin@acme', 'SETTING_VALUE_INVALID'],
  ])('takes a SEC User-Agent %p only with an email address, or none: %s', (value, outcome) => {
    const setting = new Setting({
      key: 'secUserAgent',
      type: 'STRING',
      value: 'none',
      description: 'd',
      updatedAt: at,
    });
    let code = 'accepted';
    try {
      setting.edit({ type: 'STRING', value, description: 'd' }, at);
    } catch (error) {
      code = (error as ContentError).code;
    }
    expect(code).toBe(outcome);
    expect(setting.value).toBe(outcome === 'accepted' ? value : 'none');
  });

  describe('secret settings', () => {
    const key = 'sk-live-0123456789abcdefWXYZ';
    const secret = (value = key) =>
      new Setting({ key: 'lucaLlmKey', type: 'STRING', value, description: 'd', updatedAt: at });

    it('knows a secret by its key', () => {
      for (const name of ['lucaLlmKey', 'apiKey', 'clientSecret', 'smtpPassword', 'smtp_password', 'key'])
        expect(isSecretSettingKey(name)).toBe(true);
      for (const name of ['idleTime', 'dataset', 'monkey', 'keyboardLayout', 'lucaLlmUrl', 'filter'])
        expect(isSecretSettingKey(name)).toBe(false);
    });

    it('shows a secret masked, with the last 4 characters of a long one; an unset one as it is', () => {
      expect(secret().shownValue()).toBe(`${SECRET_MASK}WXYZ`);
      expect(secret('short-key').shownValue()).toBe(SECRET_MASK);
      expect(secret('none').shownValue()).toBe('none');
      expect(maskedSecret(' off ')).toBe('off');
      const plain = new Setting({
        key: 'lucaLlmUrl',
        type: 'STRING',
        value: 'https://x',
        description: '',
        updatedAt: at,
      });
      expect(plain.shownValue()).toBe('https://x');
    });

    it('keeps the stored secret when the masked value comes back, and takes a new one', () => {
      const setting = secret();
      setting.edit({ type: 'STRING', value: setting.shownValue(), description: 'new' }, at);
      expect(setting.value).toBe(key);
      expect(setting.description).toBe('new');
      setting.edit({ type: 'STRING', value: ` ${SECRET_MASK}WXYZ `, description: 'new' }, at);
      expect(setting.value).toBe(key);
      setting.edit({ type: 'STRING', value: 'sk-other-key-000011112222', description: 'new' }, at);
      expect(setting.value).toBe('sk-other-key-000011112222');
      setting.edit({ type: 'STRING', value: 'none', description: 'new' }, at);
      expect(setting.value).toBe('none');
      // Unset, the mask is just text: it is stored as given.
      setting.edit({ type: 'STRING', value: SECRET_MASK, description: 'new' }, at);
      expect(setting.value).toBe(SECRET_MASK);
    });
  });
});
