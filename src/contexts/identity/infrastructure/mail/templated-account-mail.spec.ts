import { goldenMails, RecordingMailer } from '../../../../../test/support/recording-mailer.js';
import { TemplatedAccountMail } from './templated-account-mail.js';

/** Names and links as users can write them: markup, quotes and ampersands must come out escaped. */
const NAME = `Zoë <b>O'Neil</b> & "Co"`;
const ORGANISATION = 'Acme <Research> & Sons';
const LINK = 'https://ledgerscope.test/setPassword?token=a&b="c"';

describe('TemplatedAccountMail', () => {
  it('writes every account mail exactly as the golden file holds (shared layout, same HTML)', async () => {
    const mailer = new RecordingMailer();
    const mail = new TemplatedAccountMail(mailer);
    await mail.oneTimeCode('ann@acme.test', NAME, '123456');
    await mail.passwordReset('ann@acme.test', NAME, LINK);
    await mail.firstAdministratorWelcome('ann@acme.test', NAME, ORGANISATION, LINK);
    await mail.newUserWelcome('ann@acme.test', NAME, ORGANISATION, LINK);
    expect(mailer.sent).toEqual(
      goldenMails(new URL('./templated-account-mail.golden.json', import.meta.url), mailer.sent),
    );
  });
});
