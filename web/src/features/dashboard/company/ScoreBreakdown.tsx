import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';

import type { ScoreBreakdown } from '../../../api/company-api';
import { formatNumber } from '../../../shared/risk/company-format';
import { CARD_GRID, CardFigure, Figure, formatSigned, numberCell, ScrollBox } from './breakdown-parts';
import { FScoreTab, MScoreTab, type ModelTabProps } from './ModelTabs';
import { StatementsTable } from './StatementsTable';
/** The panel's title, which also names it for assistive technology (and browser tests). */
export const BREAKDOWN_TITLE = 'Score breakdown';
export const BREAKDOWN_INFO =
  'How the final score is built: the Beneish M-score, the Dechow F-score and the cluster red-flag share, ' +
  'each down to the statement lines it was computed from.';

const TABS = ['Final score', 'Beneish M-score', 'Dechow F-score', 'Statements'] as const;
type TabName = (typeof TABS)[number];

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

/** The final score's terms, intercept and logit on a phone: a card per term with every figure. */
function FinalTermCards({ final }: { final: ScoreBreakdown['final'] }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        component="ul"
        aria-label="Final score terms"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {final.terms.map((term) => (
          <Box
            component="li"
            key={term.key}
            aria-label={term.name}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}
          >
            <Typography component="h4" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {term.name}
            </Typography>
            <Box component="dl" sx={CARD_GRID}>
              <CardFigure label="Input">{formatNumber(term.input, term.key === 'mScore' ? 6 : 4)}</CardFigure>
              <CardFigure label="Transform">{term.transform}</CardFigure>
              <CardFigure label="Transformed">{formatSigned(term.transformed)}</CardFigure>
              <CardFigure label="Weight">{formatNumber(term.weight, 2)}</CardFigure>
              <CardFigure label="Contribution">{formatSigned(term.contribution)}</CardFigure>
            </Box>
          </Box>
        ))}
      </Box>
      <Box component="dl" sx={{ ...CARD_GRID, px: 1.5 }}>
        <CardFigure label="Intercept">{formatSigned(final.intercept)}</CardFigure>
        <CardFigure label="The year’s logit Lₜ" strong>
          {formatSigned(final.yearLogit)}
        </CardFigure>
      </Box>
    </Box>
  );
}

/** The final score's terms, intercept and the year's logit: the wide table. */
function FinalTermsTable({ final }: { final: ScoreBreakdown['final'] }) {
  return (
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
              <TableCell sx={numberCell}>{formatNumber(term.input, term.key === 'mScore' ? 6 : 4)}</TableCell>
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
  );
}

function FinalScoreTab({ breakdown }: { breakdown: ScoreBreakdown }) {
  const { final, clusters } = breakdown;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
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
      {phone ? <FinalTermCards final={final} /> : <FinalTermsTable final={final} />}
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

/** The breakdown of one company-year in four tabs: the final score, the M-score, the F-score, the statements. */
export function ScoreBreakdownView({ breakdown, popup }: ModelTabProps) {
  const [tab, setTab] = useState<TabName>('Final score');
  const baseId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => setTab(value)}
        aria-label="Score breakdown sections"
        variant="scrollable"
        // On a phone the tabs that do not fit scroll, with arrows that say so.
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ '& .MuiTab-root': { minWidth: 0, px: { xs: 1.5, sm: 2 } } }}
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
        {tab === 'Beneish M-score' ? <MScoreTab breakdown={breakdown} popup={popup} /> : null}
        {tab === 'Dechow F-score' ? <FScoreTab breakdown={breakdown} popup={popup} /> : null}
        {tab === 'Statements' ? <StatementsTable statements={breakdown.statements} /> : null}
      </Box>
    </Box>
  );
}
