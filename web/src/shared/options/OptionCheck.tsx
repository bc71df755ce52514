import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import Box from '@mui/material/Box';

/**
 * The tick box drawn in a multi-select option. The option itself (role="option", aria-selected) is what
 * assistive technology reads and what the keyboard moves through: a real checkbox inside it would be an
 * unlabelled control nested in another one, so this is only the picture of one.
 */
export function OptionCheck({ checked }: { checked: boolean }) {
  const Icon = checked ? CheckBox : CheckBoxOutlineBlank;
  return (
    <Box
      component="span"
      aria-hidden="true"
      data-checked={checked ? 'true' : 'false'}
      sx={{ display: 'inline-flex', p: 1, mr: 1, color: checked ? 'primary.main' : 'action.active' }}
    >
      <Icon fontSize="small" />
    </Box>
  );
}
