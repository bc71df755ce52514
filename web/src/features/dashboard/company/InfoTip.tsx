import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export interface InfoTipProps {
  /** The popup's title (shown even before the popup texts have loaded). */
  title: string;
  /** The popup's text; the title alone when it is missing. */
  text?: string | undefined;
  size?: 'small' | 'medium';
}

/**
 * The (i) info popup of a panel or field: a button that shows the text on hover, on keyboard focus and
 * on tap, and names itself after the popup for assistive technology.
 */
export function InfoTip({ title, text, size = 'small' }: InfoTipProps) {
  return (
    <Tooltip
      enterTouchDelay={0}
      leaveTouchDelay={6000}
      describeChild
      title={
        <Box sx={{ p: 1, maxWidth: 320 }}>
          <Typography variant="subtitle2" component="p">
            {title}
          </Typography>
          {text === undefined || text === '' ? null : (
            <Typography variant="body2" component="p" sx={{ mt: 1 }}>
              {text}
            </Typography>
          )}
        </Box>
      }
    >
      <IconButton size={size} aria-label={`${title} information`} sx={{ color: 'text.secondary', p: 0.5 }}>
        <InfoOutlined fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
