import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  /** Enter: search now. */
  onSubmit: () => void;
  onClear: () => void;
}

/** A search field: results follow the typing; Enter searches at once; the cross clears it. */
export function SearchBox({
  label,
  placeholder,
  value,
  maxLength,
  onChange,
  onSubmit,
  onClear,
}: SearchBoxProps) {
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSubmit();
        }
      }}
      sx={{ width: { xs: '100%', sm: 380 } }}
      slotProps={{
        htmlInput: { maxLength, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment:
            value === '' ? undefined : (
              <InputAdornment position="end">
                <IconButton aria-label="Clear search" size="small" edge="end" onClick={onClear}>
                  <Close fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
        },
      }}
    />
  );
}
