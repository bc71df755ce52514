import OpenInNew from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

/** Filings link to SEC EDGAR only: any other address is shown as text, never followed. */
const EDGAR = 'https://www.sec.gov/';

function isEdgarUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.startsWith(EDGAR);
}

export interface EdgarLinkProps {
  /** The filing's page on SEC EDGAR; without one (or off EDGAR) the text is shown unlinked. */
  url: string | null | undefined;
  /** What the link opens, for assistive technology; ' (opens in a new tab)' is added. */
  label: string;
  children: ReactNode;
}

/** A filing on SEC EDGAR, opened in a new tab: underlined, with the new-tab mark. */
export function EdgarLink({ url, label, children }: EdgarLinkProps) {
  if (!isEdgarUrl(url)) return <span>{children}</span>;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      // Underlined: a link inside a line of text must not be told by its colour alone (axe).
      underline="always"
      aria-label={`${label} (opens in a new tab)`}
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {children}
      <OpenInNew aria-hidden fontSize="inherit" sx={{ ml: 0.5, verticalAlign: '-0.125em' }} />
    </Link>
  );
}
