import { goldenMails, RecordingMailer } from '../../../../../test/support/recording-mailer.js';
import type { AppConfig } from '../../../../shared/config/app-config.js';
import type { ScoreChange } from '../../domain/alert-digest.js';
import { TemplatedAlertMail } from './templated-alert-mail.js';

const CONFIG = { publicUrl: 'https://ledgerscope.test' } as AppConfig;

function change(name: string, before: number | null, after: number | null): ScoreChange {
  return {
    company: {
      tickerId: `T-${name}`,
      name,
      isin: 'US0000000001',
      exchange_country: 'United States <NYSE>',
      final_score: after,
      rating: 'High',
      year: 2025,
    },
    before: { final_score: before, rating: before === null ? null : 'Medium' },
    after: { final_score: after, rating: '<High> & "rising"' },
  };
}

describe('TemplatedAlertMail', () => {
  it('writes the digest exactly as the golden file holds (shared layout, same HTML)', async () => {
    const mailer = new RecordingMailer();
    const mail = new TemplatedAlertMail(mailer, CONFIG);
    const name = `Zoë <b>O'Neil</b> & "Co"`;
    await mail.digest('ann@acme.test', name, 'INSTANT', [change('Acme & <Sons>', 41.257, 77.5)]);
    await mail.digest('ann@acme.test', name, 'WEEKLY', [
      change('Beta "B"', null, 12),
      change('Gamma', 3, null),
    ]);
    expect(mailer.sent).toEqual(
      goldenMails(new URL('./templated-alert-mail.golden.json', import.meta.url), mailer.sent),
    );
  });
});
