import { goldenMails, RecordingMailer } from '../../../../../test/support/recording-mailer.js';
import type { AppConfig } from '../../../../shared/config/app-config.js';
import { MailerBillingMail } from './mailer-billing-mail.js';

const CONFIG = { publicUrl: 'https://ledgerscope.test' } as AppConfig;
const TO = { email: 'ann@acme.test', displayName: `Zoë <b>O'Neil</b> & "Co"` };
const ORGANISATION = 'Acme <Research> & Sons';

describe('MailerBillingMail', () => {
  it('writes every billing mail exactly as the golden file holds (shared layout, same HTML)', async () => {
    const mailer = new RecordingMailer();
    const mail = new MailerBillingMail(mailer, CONFIG);
    await mail.chargeFailed(TO, {
      organizationName: ORGANISATION,
      graceEndsAt: new Date('2026-12-03T10:00:00Z'),
      amountDisplay: '$1,200.00 <USD>',
    });
    await mail.chargeFailed(TO, { organizationName: ORGANISATION, graceEndsAt: null, amountDisplay: null });
    const receipt = {
      organizationName: ORGANISATION,
      paidAt: new Date('2026-11-21T16:15:00Z'),
      reference: 'LS<261121>&1',
      plan: { display: 'Ledgerscope Professional (Annual)', seatCount: 5, regionCount: 2 },
      currency: 'USD',
      subtotalDisplay: '$1,000.00',
      tax: { label: 'Tax (20%, GB)', amountDisplay: '$200.00' },
      totalDisplay: '$1,200.00',
      nextChargeDate: new Date('2027-11-21T00:00:00Z'),
    };
    await mail.paymentReceipt(TO, receipt);
    await mail.paymentReceipt(TO, { ...receipt, subtotalDisplay: null, tax: null, nextChargeDate: null });
    await mail.trialEnding(TO, {
      organizationName: ORGANISATION,
      trialEndsAt: new Date('2026-12-01T00:00:00Z'),
    });
    expect(mailer.sent).toEqual(
      goldenMails(new URL('./mailer-billing-mail.golden.json', import.meta.url), mailer.sent),
    );
  });
});
