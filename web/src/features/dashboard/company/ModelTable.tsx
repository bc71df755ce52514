import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState } from 'react';

import type { BreakdownTerm, ScoreBreakdown } from '../../../api/company-api';
import { formatMillions, formatNumber } from '../../../shared/risk/company-format';
import { formatSigned, NaValue, numberCell, sourceText } from './breakdown-parts';

/** The statement lines one index or variable read, with their years, values and sources. */
function InputsTable({ term, origin }: { term: BreakdownTerm; origin: ScoreBreakdown['origin'] }) {
  return (
    <Table size="small" aria-label={`Statement lines of ${term.code}`}>
      <TableHead>
        <TableRow>
          <TableCell>Line item</TableCell>
          <TableCell sx={numberCell}>Year</TableCell>
          <TableCell sx={numberCell}>Value</TableCell>
          <TableCell>Source</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {term.inputs.map((input) => (
          <TableRow key={`${input.item}-${input.year}`}>
            <TableCell>{input.label}</TableCell>
            <TableCell sx={numberCell}>{input.year}</TableCell>
            <TableCell sx={numberCell}>{formatMillions(input.value)}</TableCell>
            <TableCell>
              {input.source?.url ? (
                <Link href={input.source.url} target="_blank" rel="noopener noreferrer">
                  {sourceText(input, origin)}
                </Link>
              ) : (
                sourceText(input, origin)
              )}
              {input.asReportedIn === null ? null : (
                <Typography component="span" variant="caption" color="text.secondary">
                  {` (as reported in the ${input.asReportedIn} filing)`}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One index or variable: its row, and its statement lines when expanded. */
function TermRow({ term, origin }: { term: BreakdownTerm; origin: ScoreBreakdown['origin'] }) {
  const [open, setOpen] = useState(false);
  const linesId = useId();
  return (
    <Fragment>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={linesId}
            aria-label={`${open ? 'Hide' : 'Show'} the statement lines of ${term.code}`}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <KeyboardArrowDown fontSize="small" /> : <KeyboardArrowRight fontSize="small" />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row" title={term.formula}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            {term.code}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {term.name}
          </Typography>
        </TableCell>
        <TableCell sx={numberCell}>
          {term.value === null ? <NaValue reason={term.reason} /> : formatNumber(term.value, 4)}
        </TableCell>
        <TableCell sx={numberCell}>{formatNumber(term.sectorMedian, 4)}</TableCell>
        <TableCell sx={numberCell}>{formatSigned(term.weight, 3)}</TableCell>
        <TableCell sx={numberCell}>{formatSigned(term.contribution)}</TableCell>
      </TableRow>
      {open ? (
        <TableRow>
          <TableCell />
          <TableCell colSpan={5} id={linesId} sx={{ pt: 0 }}>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {term.formula}
            </Typography>
            <InputsTable term={term} origin={origin} />
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );
}

/** The indices or variables of a model, then its intercept and total. */
export function ModelTable({
  label,
  terms,
  origin,
  intercept,
  totalLabel,
  total,
  totalDecimals,
}: {
  label: string;
  terms: readonly BreakdownTerm[];
  origin: ScoreBreakdown['origin'];
  intercept: number;
  totalLabel: string;
  total: number | null;
  totalDecimals: number;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{label.startsWith('M') ? 'Index' : 'Variable'}</TableCell>
            <TableCell sx={numberCell}>Value</TableCell>
            <TableCell sx={numberCell}>Sector median</TableCell>
            <TableCell sx={numberCell}>Weight</TableCell>
            <TableCell sx={numberCell}>Contribution</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {terms.map((term) => (
            <TermRow key={term.key} term={term} origin={origin} />
          ))}
          <TableRow>
            <TableCell />
            <TableCell component="th" scope="row" colSpan={4}>
              Intercept
            </TableCell>
            <TableCell sx={numberCell}>{formatSigned(intercept, 3)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell />
            <TableCell component="th" scope="row" colSpan={4} sx={{ fontWeight: 700 }}>
              {totalLabel}
            </TableCell>
            <TableCell sx={{ ...numberCell, fontWeight: 700 }}>
              {formatSigned(total, totalDecimals)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
