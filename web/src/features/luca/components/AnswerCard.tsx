import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import type { Answer, Citation } from '../../../api/luca-api';
import { companyDashboardPath } from '../../../shared/routing/company-link';
import { AnswerBlocks, type CitationIndex } from './AnswerBlocks';
import { SuggestionChips } from './SuggestionChips';

/** Luca's avatar beside its messages. */
export function LucaAvatar() {
  return (
    <Avatar
      aria-hidden="true"
      sx={{ width: 32, height: 32, bgcolor: 'primary.main', color: 'primary.contrastText', flexShrink: 0 }}
    >
      <AutoAwesomeOutlined sx={{ fontSize: 18 }} />
    </Avatar>
  );
}

function SourcesList({ citations, index }: { citations: readonly Citation[]; index: CitationIndex }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (citations.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button
        size="small"
        color="inherit"
        onClick={() => {
          setOpen((shown) => !shown);
        }}
        aria-expanded={open}
        aria-controls={listId}
        endIcon={open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        sx={{ color: 'text.secondary', px: 2, ml: -2 }}
      >
        Sources ({citations.length})
      </Button>
      <Box
        component="ol"
        id={listId}
        hidden={!open}
        aria-label="Sources"
        sx={{ m: 0, pl: 0, listStyle: 'none', display: open ? 'grid' : 'none', gap: 1, width: '100%' }}
      >
        {citations.map((citation) => (
          <Box
            component="li"
            key={citation.n}
            id={index.sourceId(citation.n)}
            sx={{ display: 'flex', gap: 2, alignItems: 'baseline', fontSize: '0.8125rem', minWidth: 0 }}
          >
            <Box component="span" sx={{ color: 'primary.main', fontWeight: 700, minWidth: 20 }}>
              {citation.n}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary', flex: 1, minWidth: 0 }}>
              {citation.label}:{' '}
              <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
                {citation.display}
              </Box>
            </Box>
            {citation.link !== null && (
              <Link
                component={RouterLink}
                to={companyDashboardPath(citation.link)}
                sx={{ whiteSpace: 'nowrap' }}
              >
                Dashboard
              </Link>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export interface AnswerCardProps {
  /** Identifies the answer (its turn), for the ids of its sources. */
  turnId: string;
  answer: Answer;
  onAsk: (question: string) => void;
  /** Suggestions are off while a question is being answered. */
  busy: boolean;
}

interface StatusLook {
  icon: ReactNode;
  label: string;
  color: string;
}

/** How a refusal or a question not understood is marked; an answer needs no mark. */
function statusLook(answer: Answer): StatusLook | undefined {
  if (answer.status === 'ANSWERED') return undefined;
  if (answer.status === 'NOT_UNDERSTOOD') {
    return { icon: <HelpOutlineOutlined fontSize="small" />, label: 'Not understood', color: 'info.main' };
  }
  if (answer.errorCode === 'EXCHANGE_NOT_PERMITTED') {
    return { icon: <LockOutlined fontSize="small" />, label: 'Not permitted', color: 'warning.main' };
  }
  return { icon: <SearchOffOutlined fontSize="small" />, label: 'Not found', color: 'warning.main' };
}

/** One answer of Luca: its blocks, the sources of its figures, a way to the company, follow-up questions. */
export function AnswerCard({ turnId, answer, onAsk, busy }: AnswerCardProps) {
  const index = useMemo<CitationIndex>(
    () => ({
      byNumber: new Map(answer.citations.map((citation) => [citation.n, citation])),
      sourceId: (n) => `source-${turnId}-${n}`,
    }),
    [answer.citations, turnId],
  );
  const look = statusLook(answer);
  const subject = answer.status === 'ANSWERED' ? answer.subject : undefined;
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', minWidth: 0 }}>
      <LucaAvatar />
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 3,
          p: { xs: 3, sm: 4 },
          borderRadius: 3,
          border: 1,
          borderColor: look === undefined ? 'divider' : look.color,
          bgcolor: 'background.paper',
        }}
      >
        {look !== undefined && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: look.color }}>
            {look.icon}
            <Typography variant="overline" component="p" sx={{ m: 0, lineHeight: 1.4 }}>
              {look.label}
            </Typography>
          </Box>
        )}
        <AnswerBlocks blocks={answer.blocks} index={index} />
        {answer.fallback && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
            The language model could not answer; Luca&apos;s built-in engine answered instead.
          </Typography>
        )}
        {(subject !== undefined && subject !== null) || answer.citations.length > 0 ? (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'flex-start',
              gap: 2,
              justifyContent: 'space-between',
            }}
          >
            <SourcesList citations={answer.citations} index={index} />
            {subject !== undefined && subject !== null && (
              <Button
                component={RouterLink}
                to={companyDashboardPath({
                  tickerId: subject.tickerId,
                  exchangeCountryId: subject.exchangeCountryId,
                  year: answer.year,
                })}
                size="small"
                variant="outlined"
                startIcon={<DashboardOutlined fontSize="small" />}
              >
                Open {subject.name} in the dashboard
              </Button>
            )}
          </Box>
        ) : null}
        {answer.suggestions.length > 0 && (
          <SuggestionChips
            label={answer.status === 'ANSWERED' ? 'Follow-up questions' : 'Questions Luca can answer'}
            suggestions={answer.suggestions}
            onAsk={onAsk}
            disabled={busy}
          />
        )}
      </Box>
    </Box>
  );
}
