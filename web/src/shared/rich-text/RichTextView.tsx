import Box from '@mui/material/Box';
import { useMemo } from 'react';

import { sanitizeHtml } from '../sanitize-html';

/** The look of rich text, shared by the read views and the editor so what is written is what is shown. */
export const RICH_TEXT_STYLES = {
  typography: 'body2',
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 2 },
  '& h1, & h2, & h3, & h4, & h5, & h6': { mt: 4, mb: 2, lineHeight: 1.3 },
  '& h1': { typography: 'h3' },
  '& h2': { typography: 'h4' },
  '& h3': { typography: 'h5' },
  '& h4': { typography: 'h6' },
  '& ul, & ol': { my: 2, pl: 6 },
  '& li > p': { my: 0.5 },
  '& blockquote': {
    my: 2,
    mx: 0,
    pl: 3,
    borderLeft: 3,
    borderColor: 'divider',
    color: 'text.secondary',
  },
  '& a': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& strong, & b': { fontWeight: 700 },
};

export interface RichTextViewProps {
  /** Rich HTML from the server; it is sanitised again before it is shown. */
  html: string;
  /** Id of the element, e.g. for a dialog's aria-describedby. */
  id?: string;
}

/** Shows stored rich text (announcements, terms, the Contact text) through the app's HTML sanitiser. */
export function RichTextView({ html, id }: RichTextViewProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box id={id} className="rich-text" sx={RICH_TEXT_STYLES} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
