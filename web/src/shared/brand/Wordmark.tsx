import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface WordmarkProps {
  /** Height of the mark in px; the name scales with it. */
  size?: number;
  /** Hide the name on narrow layouts and keep only the mark. */
  compact?: boolean;
}

/** The Ledgerscope logo: a ledger-line mark and the product name. */
export function Wordmark({ size = 28, compact = false }: WordmarkProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: size / 10 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        sx={{ width: size, height: size, flexShrink: 0, color: 'primary.main' }}
      >
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M9 8h4v13h10v3H9z" fill="#fff" />
        <circle cx="22" cy="12" r="3" fill="#fff" />
      </Box>
      {!compact && (
        <Typography
          component="span"
          sx={{ fontSize: size * 0.64, fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1 }}
        >
          Ledgerscope
        </Typography>
      )}
    </Box>
  );
}
