import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface SuggestionChipsProps {
  /** What the questions are ('Try asking', 'Follow-up questions'), shown above them. */
  label: string;
  suggestions: readonly string[];
  onAsk: (question: string) => void;
  disabled?: boolean;
}

/** Questions to ask with one click (or Enter / Space on the focused chip). */
export function SuggestionChips({ label, suggestions, onAsk, disabled = false }: SuggestionChipsProps) {
  const labelId = useId();
  if (suggestions.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography id={labelId} variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
        {label}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={labelId}
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        {suggestions.map((suggestion) => (
          <Box component="li" key={suggestion} sx={{ maxWidth: '100%' }}>
            <Chip
              label={suggestion}
              variant="outlined"
              clickable
              disabled={disabled}
              onClick={() => {
                onAsk(suggestion);
              }}
              sx={{
                maxWidth: '100%',
                height: 'auto',
                py: 1.5,
                borderRadius: 4,
                textAlign: 'left',
                '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
              }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
