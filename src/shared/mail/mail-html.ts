/**
 * The one HTML form of Ledgerscope's mails: an escape for what users and tenants write, and the
 * layout every notice shares (a title, the body, an optional button, a small footer).
 */

/** Text made safe for a mail's HTML, in element content and double-quoted attributes (& < > "). */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface MailLayout {
  /** The heading, as text. */
  readonly title: string;
  /** The HTML between the heading and the button; whatever users wrote in it is escaped already. */
  readonly body: string;
  /** The call to action, as text and URL. */
  readonly action?: { readonly label: string; readonly href: string };
  /** The small print at the end, as text. */
  readonly footer?: string;
  /** The widest the mail gets, in pixels. */
  readonly maxWidth?: number;
}

/** The mail: heading, body, button, footer, in the shared style. */
export function mailHtml({
  title,
  body,
  action,
  footer = 'Ledgerscope',
  maxWidth = 560,
}: MailLayout): string {
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#5b7cfa;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  return (
    `<div style="font-family:Inter,Arial,sans-serif;max-width:${maxWidth}px;margin:0 auto;color:#1b2230">` +
    `<h2>${escapeHtml(title)}</h2>${body}${button}` +
    `<p style="color:#6b7385;font-size:12px">${escapeHtml(footer)}</p></div>`
  );
}
