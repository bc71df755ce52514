import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import type {
  AnswerBlock,
  ChartBlock,
  Citation,
  TableBlock,
  TableColumn,
  TableRow as Row,
} from '../../../api/luca-api';
import { companyDashboardPath } from '../../../shared/routing/company-link';
import { LazyPlot } from '../../../shared/charts/LazyPlot';
import { plotColors } from '../../../shared/charts/plot-theme';
import { RatingChip } from '../../../shared/risk/RatingChip';
import { QuantileBadge } from '../../../shared/risk/RiskBadges';
import { chartFigure, chartSummary } from './chart-figure';
import { citationParts, edgarParts, isEdgarUrl } from './citation-text';

/** The citations of one answer by number, and the id prefix of its sources list. */
export interface CitationIndex {
  byNumber: ReadonlyMap<number, Citation>;
  /** Element id of source n in the answer's sources list. */
  sourceId: (n: number) => string;
}

/** What a citation says, for its tooltip and its accessible name. */
export function citationText(citation: Citation): string {
  return `${citation.label}: ${citation.display}`;
}

/** The marker of citation n in a text or a table row: a link to the company's dashboard when it has one. */
export function CitationMarker({ n, index }: { n: number; index: CitationIndex }) {
  const citation = index.byNumber.get(n);
  if (citation === undefined) return null;
  const sx = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 18,
    height: 18,
    px: 1,
    mx: 0.5,
    borderRadius: 9,
    fontSize: '0.6875rem',
    fontWeight: 700,
    lineHeight: 1,
    verticalAlign: 'super',
    bgcolor: 'action.selected',
    color: 'primary.main',
    textDecoration: 'none',
    '&:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
  } as const;
  const text = citationText(citation);
  return (
    <Tooltip title={text} arrow describeChild>
      {citation.link === null ? (
        <Link href={`#${index.sourceId(n)}`} aria-label={`Source ${n}: ${text}`} sx={sx}>
          {n}
        </Link>
      ) : (
        <Link
          component={RouterLink}
          to={companyDashboardPath(citation.link)}
          aria-label={`Source ${n}: ${text}. Open in the company dashboard`}
          sx={sx}
        >
          {n}
        </Link>
      )}
    </Tooltip>
  );
}

/** A page on SEC EDGAR (a filing Luca cites), opened in a new tab. */
function EdgarLink({ url, children }: { url: string; children: ReactNode }) {
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

/** Plain text of an answer, its EDGAR addresses as links. */
function PlainText({ text }: { text: string }) {
  return (
    <>
      {edgarParts(text).map((part, position) =>
        part.kind === 'text' ? (
          <span key={position}>{part.text}</span>
        ) : (
          <EdgarLink key={position} url={part.url}>
            {part.url}
          </EdgarLink>
        ),
      )}
    </>
  );
}

/** A text block: plain text with its `[n]` markers as citation links (and EDGAR addresses as links). */
export function AnswerText({ text, index }: { text: string; index: CitationIndex }) {
  const parts = useMemo(() => citationParts(text, new Set(index.byNumber.keys())), [text, index]);
  return (
    <Typography
      component="p"
      sx={{ m: 0, lineHeight: 1.65, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
    >
      {parts.map((part, position) =>
        part.kind === 'text' ? (
          <PlainText key={position} text={part.text} />
        ) : (
          <CitationMarker key={position} n={part.n} index={index} />
        ),
      )}
    </Typography>
  );
}

const isRatingColumn = (key: string): boolean => /^rating/i.test(key);
const isQuantileColumn = (key: string): boolean => /^(quintile|quantile)$/i.test(key);

function quantileOf(text: string): number | null {
  const value = Number.parseInt(text, 10);
  return Number.isInteger(value) && /^\s*\d(\s*\/\s*5)?\s*$/.test(text) ? value : null;
}

function CellContent({ column, value }: { column: TableColumn; value: string }) {
  if (isRatingColumn(column.key) && value.trim() !== '') return <RatingChip rating={value} />;
  if (isQuantileColumn(column.key) && value.trim() !== '')
    return <QuantileBadge quantile={quantileOf(value)} />;
  if (isEdgarUrl(value)) return <EdgarLink url={value}>Filing index</EdgarLink>;
  return <>{value}</>;
}

function RowLead({ row, column, index }: { row: Row; column: TableColumn; index: CitationIndex }) {
  const value = row.cells[column.key] ?? '';
  let content: ReactNode = <CellContent column={column} value={value} />;
  if (row.link !== null && value !== '' && !isRatingColumn(column.key) && !isQuantileColumn(column.key)) {
    content = (
      <Link
        component={RouterLink}
        to={companyDashboardPath(row.link)}
        underline="hover"
        sx={{ fontWeight: 600 }}
        title="Open in the company dashboard"
      >
        {value}
      </Link>
    );
  }
  return (
    <>
      {content}
      {row.citations.map((n) => (
        <CitationMarker key={n} n={n} index={index} />
      ))}
    </>
  );
}

/** A table block: a small, scrollable MUI table; a row with a link opens that company's dashboard. */
export function AnswerTable({
  table,
  index,
  collapsed = false,
}: {
  table: TableBlock;
  index: CitationIndex;
  /** Shown folded (its title and a Show button) at first: a chart beside it tells the same more briefly. */
  collapsed?: boolean;
}) {
  const titleId = useId();
  const tableId = useId();
  const [open, setOpen] = useState(!collapsed);
  const [lead, ...rest] = table.columns;
  return (
    <Box
      component="figure"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
        <Typography
          id={titleId}
          component="figcaption"
          variant="subtitle2"
          sx={{ fontWeight: 650, flex: collapsed ? '0 1 auto' : 1, minWidth: 0 }}
        >
          {table.title}
        </Typography>
        {collapsed && (
          <Button
            size="small"
            onClick={() => {
              setOpen((shown) => !shown);
            }}
            aria-expanded={open}
            aria-controls={tableId}
            endIcon={open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
            sx={{ flexShrink: 0 }}
          >
            {open ? 'Hide table' : `Show table (${table.rows.length} rows)`}
          </Button>
        )}
      </Box>
      <TableContainer
        id={tableId}
        hidden={!open}
        sx={{
          display: open ? 'block' : 'none',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          maxWidth: '100%',
          overflowX: 'auto',
        }}
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
      >
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {table.columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={{ color: 'text.secondary', fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row, position) => (
              <TableRow key={position} hover={row.link !== null}>
                {lead !== undefined && (
                  <TableCell component="th" scope="row" align={lead.align} sx={{ whiteSpace: 'nowrap' }}>
                    <RowLead row={row} column={lead} index={index} />
                  </TableCell>
                )}
                {rest.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sx={{
                      fontVariantNumeric: 'tabular-nums',
                      whiteSpace: column.align === 'right' ? 'nowrap' : 'normal',
                      minWidth: column.align === 'left' ? 120 : undefined,
                    }}
                  >
                    <CellContent column={column} value={row.cells[column.key] ?? ''} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** A chart block: a small themed Plotly chart (loaded on demand). */
export function AnswerChart({ chart }: { chart: ChartBlock }) {
  const theme = useTheme();
  const figure = useMemo(() => chartFigure(chart, plotColors(theme)), [chart, theme]);
  return (
    <Box
      component="figure"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}
    >
      <Typography component="figcaption" variant="subtitle2" sx={{ fontWeight: 650 }}>
        {chart.title}
      </Typography>
      <LazyPlot data={figure.data} layout={figure.layout} ariaLabel={chartSummary(chart)} height={240} />
    </Box>
  );
}

/** A table longer than this is folded when its answer has a chart (the chart reads better). */
export const FOLDED_TABLE_ROWS = 6;

/** The blocks of an answer, top to bottom. */
export function AnswerBlocks({ blocks, index }: { blocks: readonly AnswerBlock[]; index: CitationIndex }) {
  const hasChart = blocks.some((block) => block.type === 'chart');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4, minWidth: 0 }}>
      {blocks.map((block, position) => {
        switch (block.type) {
          case 'text':
            return <AnswerText key={position} text={block.text} index={index} />;
          case 'table':
            return (
              <AnswerTable
                key={position}
                table={block}
                index={index}
                collapsed={hasChart && block.rows.length > FOLDED_TABLE_ROWS}
              />
            );
          case 'chart':
            return <AnswerChart key={position} chart={block} />;
          default:
            return null;
        }
      })}
    </Box>
  );
}
