import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Fragment, useId, useState, type ReactNode } from 'react';

import type { BreakdownInput, BreakdownTerm, ScoreBreakdown } from '../../../api/company-api';
import { riskColors, type RiskStep } from '../../../shared/risk/risk-scale';
import { formatMillions, formatNumber, NOT_AVAILABLE } from './company-format';

/** The panel's title, which also names it for assistive technology (and browser tests). */
export const BREAKDOWN_TITLE = 'Score breakdown';
export const BREAKDOWN_INFO =
  'How the final score is built: the Beneish M-score, the Dechow F-score and the cluster red-flag share, ' +
  'each down to the statement lines it was computed from.';

const TABS = ['Final score', 'M-score', 'F-score', 'Statements'] as const;
type TabName = (typeof TABS)[number];

/** A signed figure: '+1.3800', '-0.1720', N/A when missing. */
export function formatSigned(value: number | null | undefined, decimals = 4): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NOT_AVAILABLE;
  const text = formatNumber(Math.abs(value), decimals);
  return `${value < 0 ? '-' : value > 0 ? '+' : ''}${text}`;
}

/** Where a statement line came from: the filing (SEC data) or the dataset's origin. */
export function sourceText(input: BreakdownInput, origin: ScoreBreakdown['origin']): string {
  const source = input.source;
  if (source !== null) {
    const concept = source.concept === null ? '' : ` · ${source.concept}`;
    return `${source.form} filed ${source.filed}${concept}`;
  }
  switch (origin) {
    case 'generated':
      return 'Generated (demo universe)';
    case 'imported':
      return 'Imported statements';
    case 'withheld':
      return 'Withheld during the trial';
    case 'unknown':
      return 'Not recorded';
  }
}

const numberCell = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function NaValue({ reason }: { reason: string | null }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <span>{NOT_AVAILABLE}</span>
      {reason === null ? null : (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
          {reason}
        </Typography>
      )}
    </Box>
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
function ModelTable({
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

function Figure({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      {note}
    </Box>
  );
}

function FinalScoreTab({ breakdown }: { breakdown: ScoreBreakdown }) {
  const { final, clusters } = breakdown;
  const flagged = clusters.flags.filter((flag) => (flag.flagStrength ?? 0) > 0);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 5 }}>
        <Figure label="Final score" value={formatNumber(final.score, 2)} />
        <Figure label="Logit (sum of the terms)" value={formatSigned(final.logit)} />
        <Figure
          label="Before rounding"
          value={formatNumber(final.unrounded, 4)}
          note={
            <Typography variant="caption" color="text.secondary">
              100 / (1 + e<sup>−logit</sup>)
            </Typography>
          }
        />
      </Box>
      {final.reason === null ? null : (
        <Alert severity="info" variant="outlined">
          {final.reason}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label="Final score terms" sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>Term</TableCell>
              <TableCell sx={numberCell}>Input</TableCell>
              <TableCell>Transform</TableCell>
              <TableCell sx={numberCell}>Transformed</TableCell>
              <TableCell sx={numberCell}>Weight</TableCell>
              <TableCell sx={numberCell}>Contribution</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {final.terms.map((term) => (
              <TableRow key={term.key}>
                <TableCell component="th" scope="row">
                  {term.name}
                </TableCell>
                <TableCell sx={numberCell}>
                  {formatNumber(term.input, term.key === 'mScore' ? 6 : 4)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{term.transform}</TableCell>
                <TableCell sx={numberCell}>{formatSigned(term.transformed)}</TableCell>
                <TableCell sx={numberCell}>{formatNumber(term.weight, 2)}</TableCell>
                <TableCell sx={numberCell}>{formatSigned(term.contribution)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" colSpan={5}>
                Intercept
              </TableCell>
              <TableCell sx={numberCell}>{formatSigned(final.intercept)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row" colSpan={5} sx={{ fontWeight: 700 }}>
                Logit
              </TableCell>
              <TableCell sx={{ ...numberCell, fontWeight: 700 }}>{formatSigned(final.logit)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary">
        Cluster red-flag share C = {formatNumber(clusters.composite, 4)} over {clusters.available} of{' '}
        {clusters.flags.length} clusters (at least {clusters.minimum} needed); a cluster in its riskiest
        quintile counts 1, the next 0.2.
        {flagged.length === 0
          ? ' No cluster is flagged.'
          : ` Flagged: ${flagged.map((flag) => `${flag.name} (${flag.quantile ?? NOT_AVAILABLE}/5)`).join(', ')}.`}
      </Typography>
    </Box>
  );
}

/** A model's verdict in the risk scale's colours (readable in both themes). */
function VerdictChip({ step, label }: { step: RiskStep; label: string }) {
  const theme = useTheme();
  const { text, soft } = riskColors(step, theme.palette.mode);
  return <Chip variant="outlined" label={label} sx={{ color: text, borderColor: text, bgcolor: soft }} />;
}

/** A model's tab: its headline figures and verdict, why it is N/A, its terms with intercept and total. */
function ModelTab({
  name,
  headline,
  reason,
  table,
  children,
}: {
  name: string;
  headline: ReactNode;
  reason: string | null;
  table: Parameters<typeof ModelTable>[0];
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 5, alignItems: 'flex-end' }}>{headline}</Box>
      {reason === null ? null : (
        <Alert severity="info" variant="outlined">
          {name} N/A: {reason}
        </Alert>
      )}
      <ModelTable {...table} />
      {children}
    </Box>
  );
}

function MScoreTab({ breakdown }: { breakdown: ScoreBreakdown }) {
  const m = breakdown.mScore;
  return (
    <ModelTab
      name="M-score"
      reason={m.reason}
      headline={
        <>
          <Figure label="Beneish M-score" value={formatNumber(m.value, 6)} />
          {m.flagged === null ? null : (
            <VerdictChip
              step={m.flagged ? 3 : 0}
              label={
                m.flagged
                  ? `Above ${m.threshold}: likely manipulator`
                  : `At or below ${m.threshold}: not flagged`
              }
            />
          )}
        </>
      }
      table={{
        label: 'M-score indices',
        terms: m.terms,
        origin: breakdown.origin,
        intercept: m.intercept,
        totalLabel: 'M-score',
        total: m.value,
        totalDecimals: 6,
      }}
    />
  );
}

/** The F-score bands on the risk scale. */
const BAND_STEPS = { substantial: 4, 'above normal': 2, normal: 0 } as const;

function FScoreTab({ breakdown }: { breakdown: ScoreBreakdown }) {
  const f = breakdown.fScore;
  return (
    <ModelTab
      name="F-score"
      reason={f.reason}
      headline={
        <>
          <Figure label="Dechow F-score" value={formatNumber(f.value, 5)} />
          <Figure label="Probability" value={formatNumber(f.probability, 6)} />
          {f.band === null ? null : (
            <VerdictChip
              step={BAND_STEPS[f.band]}
              label={`${f.band[0]?.toUpperCase() ?? ''}${f.band.slice(1)} risk (bands ${f.bands.aboveNormal} and ${f.bands.substantial})`}
            />
          )}
        </>
      }
      table={{
        label: 'F-score variables',
        terms: f.terms,
        origin: breakdown.origin,
        intercept: f.intercept,
        totalLabel: 'Predicted value v',
        total: f.predictedValue,
        totalDecimals: 4,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        Probability = e<sup>v</sup> / (1 + e<sup>v</sup>); F-score = probability /{' '}
        {f.unconditionalProbability}.
      </Typography>
    </ModelTab>
  );
}

/** The 21 line items over the company's years ($ millions). */
export function StatementsTable({ statements }: { statements: ScoreBreakdown['statements'] }) {
  return (
    <TableContainer sx={{ maxWidth: '100%' }}>
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
                  {formatMillions(value)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The breakdown of one company-year in four tabs: the final score, the M-score, the F-score, the statements. */
export function ScoreBreakdownView({ breakdown }: { breakdown: ScoreBreakdown }) {
  const [tab, setTab] = useState<TabName>('Final score');
  const baseId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => setTab(value)}
        aria-label="Score breakdown sections"
        variant="scrollable"
      >
        {TABS.map((name, index) => (
          <Tab
            key={name}
            value={name}
            label={name}
            id={`${baseId}-tab-${index}`}
            // Only the selected tab's panel is in the page: the others control nothing yet.
            {...(name === tab ? { 'aria-controls': `${baseId}-panel` } : {})}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${TABS.indexOf(tab)}`}
        sx={{ minWidth: 0 }}
      >
        {tab === 'Final score' ? <FinalScoreTab breakdown={breakdown} /> : null}
        {tab === 'M-score' ? <MScoreTab breakdown={breakdown} /> : null}
        {tab === 'F-score' ? <FScoreTab breakdown={breakdown} /> : null}
        {tab === 'Statements' ? <StatementsTable statements={breakdown.statements} /> : null}
      </Box>
    </Box>
  );
}
