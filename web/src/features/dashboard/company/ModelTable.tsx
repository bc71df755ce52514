import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, useId, useState } from 'react';

import type { BreakdownInput, BreakdownTerm, ScoreBreakdown } from '../../../api/company-api';
import { formatMillions, formatNumber } from '../../../shared/risk/company-format';
import { CARD_GRID, CardFigure, formatSigned, NaValue, numberCell, sourceText } from './breakdown-parts';

/** Where one statement line came from, linked to its filing when there is one. */
function InputSource({ input, origin }: { input: BreakdownInput; origin: ScoreBreakdown['origin'] }) {
  return (
    <>
      {input.source?.url ? (
        <Link
          href={input.source.url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ overflowWrap: 'anywhere' }}
        >
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
    </>
  );
}

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
              <InputSource input={input} origin={origin} />
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

/**
 * One index or variable on a phone: a card with every figure the wide table has (value, sector median,
 * weight, contribution) and its statement lines, expandable, each on lines of its own so nothing is cut.
 */
function TermCard({ term, origin }: { term: BreakdownTerm; origin: ScoreBreakdown['origin'] }) {
  const [open, setOpen] = useState(false);
  const linesId = useId();
  return (
    <Box
      component="li"
      aria-label={`${term.code} ${term.name}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}
    >
      <Typography component="h4" variant="body2" title={term.formula} sx={{ m: 0 }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {term.code}
        </Box>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          {term.name}
        </Typography>
      </Typography>
      <Box component="dl" sx={CARD_GRID}>
        <CardFigure label="Value">
          {term.value === null ? <NaValue reason={term.reason} /> : formatNumber(term.value, 4)}
        </CardFigure>
        <CardFigure label="Sector median">{formatNumber(term.sectorMedian, 4)}</CardFigure>
        <CardFigure label="Weight">{formatSigned(term.weight, 3)}</CardFigure>
        <CardFigure label="Contribution">{formatSigned(term.contribution)}</CardFigure>
      </Box>
      <Button
        size="small"
        variant="text"
        aria-expanded={open}
        aria-controls={linesId}
        startIcon={open ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
        onClick={() => setOpen((value) => !value)}
        sx={{ justifySelf: 'start' }}
      >
        {open ? 'Hide' : 'Show'} the statement lines of {term.code}
      </Button>
      {open ? (
        <Box id={linesId} sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
            {term.formula}
          </Typography>
          <Box
            component="ul"
            aria-label={`Statement lines of ${term.code}`}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
          >
            {term.inputs.map((input) => (
              <Box component="li" key={`${input.item}-${input.year}`} sx={{ display: 'grid', gap: 0.25 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <Typography variant="body2" component="span">
                    {input.label} {input.year}
                  </Typography>
                  <Typography variant="body2" component="span" sx={numberCell}>
                    {formatMillions(input.value)}
                  </Typography>
                </Box>
                <Typography variant="caption" component="span" sx={{ overflowWrap: 'anywhere' }}>
                  <InputSource input={input} origin={origin} />
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

/** A model's terms on a phone: one card each, then its intercept and total. */
function ModelCards({ label, terms, origin, intercept, totalLabel, total, totalDecimals }: ModelTableProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {terms.map((term) => (
          <TermCard key={term.key} term={term} origin={origin} />
        ))}
      </Box>
      <Box component="dl" sx={{ ...CARD_GRID, px: 1.5 }}>
        <CardFigure label="Intercept">{formatSigned(intercept, 3)}</CardFigure>
        <CardFigure label={totalLabel} strong>
          {formatSigned(total, totalDecimals)}
        </CardFigure>
      </Box>
    </Box>
  );
}

export interface ModelTableProps {
  label: string;
  terms: readonly BreakdownTerm[];
  origin: ScoreBreakdown['origin'];
  intercept: number;
  totalLabel: string;
  total: number | null;
  totalDecimals: number;
}

/**
 * The indices or variables of a model, then its intercept and total: a table, or on a phone a card per term
 * (the table's six columns do not fit 390 px).
 */
export function ModelTable(props: ModelTableProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return phone ? <ModelCards {...props} /> : <ModelTableWide {...props} />;
}

function ModelTableWide({
  label,
  terms,
  origin,
  intercept,
  totalLabel,
  total,
  totalDecimals,
}: ModelTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{label.endsWith('indices') ? 'Index' : 'Variable'}</TableCell>
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
