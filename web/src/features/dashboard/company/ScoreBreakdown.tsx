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
import {
  formatMillions,
  formatNumber,
  NOT_AVAILABLE,
  NOT_REPORTED,
} from '../../../shared/risk/company-format';
import { VISUALLY_HIDDEN } from '../../../shared/a11y/visually-hidden';

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
  if (source?.notReported) return NOT_REPORTED;
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

function Figure({ label, value, note }: { label: ReactNode; value: string; note?: ReactNode }) {
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

/**
 * The box of a table that scrolls sideways on a narrow screen: in the tab order (with a visible focus ring),
 * so that the keyboard can scroll it too, and named after its table.
 */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      tabIndex={0}
      role="group"
      aria-label={label}
      sx={{
        maxWidth: '100%',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </TableContainer>
  );
}

/** S with a subscript: 'S_t', 'S_t−1', 'L_t'. */
function Sub({ symbol, index }: { symbol: string; index: string }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', fontStyle: 'italic' }}>
      {symbol}
      <sub>{index}</sub>
    </Box>
  );
}

/**
 * How the year's logit L_t is smoothed with last year's S_t−1 into S_t, the logit of the final score:
 * S_t = kept × S_t−1 + (1 − kept) × L_t, or S_t = L_t when the year before has no score.
 */
export function SmoothingTable({ final }: { final: ScoreBreakdown['final'] }) {
  const smoothed = final.previousLogit !== null && final.kept !== null;
  const kept = final.kept ?? 0;
  return (
    <ScrollBox label="Smoothing over the years">
      <Table size="small" aria-label="Smoothing over the years" sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>Logit</TableCell>
            <TableCell>How</TableCell>
            <TableCell sx={numberCell}>Value</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              <Sub symbol="L" index="t" />
            </TableCell>
            <TableCell>The year’s own logit: the intercept plus the terms above</TableCell>
            <TableCell sx={numberCell}>{formatSigned(final.yearLogit)}</TableCell>
          </TableRow>
          {smoothed ? (
            <TableRow>
              <TableCell component="th" scope="row">
                <Sub symbol="S" index="t−1" />
              </TableCell>
              <TableCell>Last year’s smoothed logit</TableCell>
              <TableCell sx={numberCell}>{formatSigned(final.previousLogit)}</TableCell>
            </TableRow>
          ) : null}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              <Sub symbol="S" index="t" />
            </TableCell>
            <TableCell>
              {smoothed ? (
                <>
                  <Sub symbol="S" index="t" /> = {formatNumber(kept, 2)} × <Sub symbol="S" index="t−1" /> +{' '}
                  {formatNumber(1 - kept, 2)} × <Sub symbol="L" index="t" />
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    (kept × <Sub symbol="S" index="t−1" /> + (1 − kept) × <Sub symbol="L" index="t" />)
                  </Typography>
                </>
              ) : (
                <>
                  <Sub symbol="S" index="t" /> = <Sub symbol="L" index="t" /> (no score the year before)
                </>
              )}
            </TableCell>
            <TableCell sx={{ ...numberCell, fontWeight: 700 }}>{formatSigned(final.logit)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </ScrollBox>
  );
}

/** A position among the peers, 0 (safest) to 1 (riskiest), to two decimals; N/A when not ranked. */
export const formatPosition = (position: number | null): string => formatNumber(position, 2);

/** Each cluster's position among its peers, its weight and its flag strength g(p). */
export function ClusterFlagsTable({ clusters }: { clusters: ScoreBreakdown['clusters'] }) {
  return (
    <ScrollBox label="Cluster red flags">
      <Table size="small" aria-label="Cluster red flags" sx={{ minWidth: 400 }}>
        <TableHead>
          <TableRow>
            <TableCell>Cluster</TableCell>
            <TableCell sx={numberCell}>
              Position{' '}
              <Box component="span" sx={{ fontStyle: 'italic' }}>
                p
              </Box>
            </TableCell>
            <TableCell sx={numberCell}>Weight</TableCell>
            <TableCell sx={numberCell}>
              <Box component="span" sx={{ fontStyle: 'italic' }}>
                g
              </Box>
              (
              <Box component="span" sx={{ fontStyle: 'italic' }}>
                p
              </Box>
              )
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {clusters.flags.map((flag) => (
            <TableRow key={flag.code} hover>
              <TableCell component="th" scope="row">
                {flag.name}
              </TableCell>
              <TableCell sx={numberCell}>{formatPosition(flag.position)}</TableCell>
              <TableCell sx={numberCell}>{formatNumber(flag.weight, 2)}</TableCell>
              <TableCell
                sx={{ ...numberCell, fontWeight: (flag.flagStrength ?? 0) >= 0.0005 ? 700 : undefined }}
              >
                {formatNumber(flag.flagStrength, 3)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollBox>
  );
}

function FinalScoreTab({ breakdown }: { breakdown: ScoreBreakdown }) {
  const { final, clusters } = breakdown;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 5 }}>
        <Figure label="Final score" value={formatNumber(final.score, 2)} />
        <Figure
          label={
            <>
              Smoothed logit <Sub symbol="S" index="t" />
            </>
          }
          value={formatSigned(final.logit)}
        />
        <Figure
          label="Before rounding"
          value={formatNumber(final.unrounded, 4)}
          note={
            <Typography variant="caption" color="text.secondary">
              100 / (1 + e<sup>−S</sup>
              <sub>t</sub>)
            </Typography>
          }
        />
      </Box>
      {final.reason === null ? null : (
        <Alert severity="info" variant="outlined">
          {final.reason}
        </Alert>
      )}
      <ScrollBox label="Final score terms">
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
                The year’s logit <Sub symbol="L" index="t" />
              </TableCell>
              <TableCell sx={{ ...numberCell, fontWeight: 700 }}>{formatSigned(final.yearLogit)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </ScrollBox>
      {final.yearLogit === null ? null : <SmoothingTable final={final} />}
      <ClusterFlagsTable clusters={clusters} />
      <Typography variant="body2" color="text.secondary">
        Cluster red-flag share C = {formatNumber(clusters.composite, 4)} over {clusters.available} of{' '}
        {clusters.flags.length} clusters (at least {clusters.minimum} needed): the weighted mean of <i>g</i>(
        <i>p</i>) = max(0, (<i>p</i> − 0.7)/0.3)³ over the clusters ranked among their peers, <i>p</i> the
        position among peers (0 safest, 1 riskiest).
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
  const anyNotReported = statements.items.some((row) => row.notReported.some(Boolean));
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
                    {formatMillions(value)}
                    {row.notReported[index] ? (
                      <>
                        <Box component="sup" aria-hidden="true" sx={{ color: 'text.secondary', ml: 0.25 }}>
                          †
                        </Box>
                        <Box component="span" sx={VISUALLY_HIDDEN}>
                          {` (${NOT_REPORTED})`}
                        </Box>
                      </>
                    ) : null}
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
    </Box>
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
