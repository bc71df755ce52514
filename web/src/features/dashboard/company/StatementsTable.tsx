import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { RevisedFigure, ScoreBreakdown, StatementRevision } from '../../../api/company-api';
import { formatMillions, NOT_REPORTED } from '../../../shared/risk/company-format';
import { VISUALLY_HIDDEN } from '../../../shared/a11y/visually-hidden';
import { numberCell, ScrollBox } from './breakdown-parts';
import { EdgarLink } from './EdgarLink';

/** The mark of a figure a later filing revised (statistical tables' "r"). */
export const REVISED_MARK = 'r';

/**
 * 'First reported $36,537m; revised to $42,905m by 10-K/A filed 2010-01-25'; a figure revised more than
 * once names its latest value and filing and says how many revisions the list below has.
 */
export function revisionText(revision: RevisedFigure, count = 1): string {
  return (
    `First reported ${formatMillions(revision.from)}; revised to ${formatMillions(revision.to)} ` +
    `by ${revision.form} filed ${revision.filed}${count > 1 ? `; ${count} revisions, listed below` : ''}`
  );
}

const markSx = { ml: 0.25 } as const;

/** A figure as first reported, marked (and described) when a later filing revised it. */
function Figure({
  value,
  notReported,
  revision,
  count,
}: {
  value: number | null;
  notReported: boolean;
  revision: RevisedFigure | null;
  /** How many revisions the figure had (the list's entries for it). */
  count: number;
}) {
  const text = formatMillions(value);
  const notReportedMark = notReported ? (
    <>
      <Box component="sup" aria-hidden="true" sx={{ ...markSx, color: 'text.secondary' }}>
        †
      </Box>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {` (${NOT_REPORTED})`}
      </Box>
    </>
  ) : null;
  if (revision === null)
    return (
      <>
        {text}
        {notReportedMark}
      </>
    );
  const description = revisionText(revision, count);
  return (
    <>
      <Tooltip title={description} describeChild>
        <Box component="span" data-revised="true">
          {text}
          <Box component="sup" aria-hidden="true" sx={{ ...markSx, color: 'primary.main', fontWeight: 700 }}>
            {REVISED_MARK}
          </Box>
        </Box>
      </Tooltip>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {` (${description})`}
      </Box>
      {notReportedMark}
    </>
  );
}

/** The revisions grouped by fiscal year, in the order the API lists them (latest year first). */
function byYear(revisions: readonly StatementRevision[]): { year: number; revisions: StatementRevision[] }[] {
  const groups: { year: number; revisions: StatementRevision[] }[] = [];
  for (const revision of revisions) {
    const group = groups.find((each) => each.year === revision.year);
    if (group) group.revisions.push(revision);
    else groups.push({ year: revision.year, revisions: [revision] });
  }
  return groups;
}

/** The filing of a revision, linked to its page on SEC EDGAR when known. */
function FilingLink({ revision }: { revision: StatementRevision }) {
  const text = `${revision.form} filed ${revision.filed}`;
  return (
    <EdgarLink url={revision.url} label={`${text}: the filing on SEC EDGAR`}>
      {text}
    </EdgarLink>
  );
}

/** Every later filing's revision of the company's figures, by fiscal year (latest first). */
function RevisionList({ revisions }: { revisions: readonly StatementRevision[] }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography id={titleId} component="h4" variant="subtitle2" sx={{ m: 0 }}>
        Revisions
      </Typography>
      {byYear(revisions).map((group) => (
        <Box key={group.year} sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
          <Typography
            id={`${titleId}-${group.year}`}
            component="h5"
            variant="caption"
            color="text.secondary"
            sx={{ m: 0, fontWeight: 600 }}
          >
            Fiscal {group.year}
          </Typography>
          <Box
            component="ul"
            aria-labelledby={`${titleId}-${group.year}`}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
          >
            {group.revisions.map((revision) => (
              <Box
                component="li"
                key={`${revision.item}-${revision.accession}`}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  columnGap: 1.5,
                  rowGap: 0.25,
                  alignItems: 'baseline',
                  minWidth: 0,
                  overflowWrap: 'anywhere',
                }}
              >
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {revision.label}
                </Typography>
                <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMillions(revision.from)}
                  <Box component="span" aria-hidden="true" sx={{ mx: 0.5, color: 'text.secondary' }}>
                    →
                  </Box>
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {' revised to '}
                  </Box>
                  {formatMillions(revision.to)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  <FilingLink revision={revision} />
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The 21 line items over the company's years ($ millions), each as first reported: a figure a later filing
 * revised is marked, and the revisions are listed below by year (SEC data; none for a trial tenant).
 */
export function StatementsTable({ statements }: { statements: ScoreBreakdown['statements'] }) {
  const anyNotReported = statements.items.some((row) => row.notReported.some(Boolean));
  const anyRevised = statements.items.some((row) => row.revisions.some((revision) => revision !== null));
  const counts = new Map<string, number>();
  for (const revision of statements.revisions) {
    const key = `${revision.year} ${revision.item}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ScrollBox label="Financial statements ($ millions)">
        <Table
          size="small"
          aria-label="Financial statements ($ millions)"
          sx={{ minWidth: 240 + 110 * statements.years.length }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Line item ($m)</TableCell>
              {statements.years.map((year) => (
                <TableCell key={year} sx={numberCell}>
                  {year}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {statements.items.map((row) => (
              <TableRow key={row.item} hover>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                {row.values.map((value, index) => (
                  <TableCell key={statements.years[index]} sx={numberCell}>
                    <Figure
                      value={value}
                      notReported={row.notReported[index] ?? false}
                      revision={row.revisions[index] ?? null}
                      count={counts.get(`${statements.years[index]} ${row.item}`) ?? 1}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollBox>
      {anyNotReported ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
          † {NOT_REPORTED}: the year’s complete annual report has no line for it, so the company has none.
        </Typography>
      ) : null}
      {anyRevised ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
          <Box component="sup" aria-hidden="true" sx={{ color: 'primary.main', fontWeight: 700 }}>
            {REVISED_MARK}
          </Box>{' '}
          Revised: a later filing reported the figure differently. The table shows each figure as first
          reported; the revisions are listed below.
        </Typography>
      ) : null}
      {statements.revisions.length > 0 ? (
        <Box sx={{ mt: 1.5 }}>
          <RevisionList revisions={statements.revisions} />
        </Box>
      ) : null}
    </Box>
  );
}
