import { goldenMails } from '../../../../../../test/support/recording-mailer.js';
import { Ticket } from '../../../domain/ticket.js';
import { ticketMail } from './submit-ticket.handler.js';

/**
 * The golden file holds the mail as it was before it took the shared escape helper, which spells the
 * same characters with named references (and leaves ' as it is: the ticket's HTML has no attribute
 * that user text reaches). Every other byte must stay as it was.
 */
const SHARED_SPELLING: Record<string, string> = {
  '38': '&amp;',
  '60': '&lt;',
  '62': '&gt;',
  '34': '&quot;',
  '39': "'",
};
const sharedSpelling = (html = ''): string =>
  html.replace(/&#(38|60|62|34|39);/g, (_, code: string) => SHARED_SPELLING[code]!);

const AUTHOR = { userId: 'u-1', email: 'ann@acme.test', role: 'USER', tenantId: 't-1' };

describe('ticketMail', () => {
  it('writes the support mail exactly as the golden file holds, everything user-written escaped', () => {
    const at = new Date('2026-11-21T16:15:00Z');
    const mails = [
      ticketMail(
        Ticket.submit({
          id: 'ticket-1',
          kind: 'ISSUE',
          title: `The <grid> & "Save" don't work\r\nat all`,
          body: `Steps:\n1. <script>alert('x')</script>\n2. A & B`,
          currentView: '/dashboard?tab=<screen>&x="1"',
          author: AUTHOR,
          at,
        }),
        { userName: `Zoë <b>O'Neil</b>`, tenantName: 'Acme <Research> & Sons', companyId: 42 },
      ),
      ticketMail(
        Ticket.submit({
          id: 'ticket-2',
          kind: undefined,
          title: 'Help',
          body: 'Please',
          currentView: undefined,
          author: AUTHOR,
          at,
        }),
        { userName: null, tenantName: null, companyId: null },
      ),
    ].map((mail) => ({ to: 'support@ledgerscope.test', ...mail }));
    const golden = goldenMails(new URL('./ticket-mail.golden.json', import.meta.url), mails);
    expect(mails).toEqual(golden.map((mail) => ({ ...mail, html: sharedSpelling(mail.html) })));
    expect(mails[0]?.html).toContain("<h2>The &lt;grid&gt; &amp; &quot;Save&quot; don't work");
  });
});
