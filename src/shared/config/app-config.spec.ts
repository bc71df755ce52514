import { AppConfig } from './app-config.js';

const config = (env: NodeJS.ProcessEnv = {}) =>
  new AppConfig({ NODE_ENV: 'test', EMBEDDED_DB_DIR: 'memory://', ...env });

describe('AppConfig.environmentOf: one environment for the banner and Report issues', () => {
  it('reads the host when APP_ENVIRONMENT is unset: development and test hosts, else production', () => {
    const hosts = config();
    expect(hosts.environmentName).toBeUndefined();
    expect(hosts.environmentOf('localhost')).toBe('development');
    expect(hosts.environmentOf('127.0.0.1')).toBe('development');
    expect(hosts.environmentOf('dev.ledgerscope.com')).toBe('development');
    expect(hosts.environmentOf('test.ledgerscope.com')).toBe('test');
    expect(hosts.environmentOf('eu.staging.ledgerscope.com')).toBe('test');
    expect(hosts.environmentOf('app.ledgerscope.com')).toBe('production');
  });

  it('takes APP_ENVIRONMENT whatever the host, and refuses an unknown one', () => {
    expect(config({ APP_ENVIRONMENT: 'production' }).environmentOf('localhost')).toBe('production');
    expect(config({ APP_ENVIRONMENT: 'Test' }).environmentOf('app.ledgerscope.com')).toBe('test');
    expect(config({ APP_ENVIRONMENT: '' }).environmentOf('app.ledgerscope.com')).toBe('production');
    expect(() => config({ APP_ENVIRONMENT: 'staging' })).toThrow(/APP_ENVIRONMENT/);
  });

  it('takes the operator host patterns (any case; an invalid one never matches)', () => {
    const custom = config({ BANNER_TEST_HOSTS: '^uat-,(unclosed', BANNER_DEVELOPMENT_HOSTS: '' });
    expect(custom.environmentOf('UAT-eu.ledgerscope.com')).toBe('test');
    expect(custom.environmentOf('localhost')).toBe('production');
  });
});
