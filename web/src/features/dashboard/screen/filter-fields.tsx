import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useId, useState, type ReactNode } from 'react';

import type { CriterionCode } from '../../../api/screen-api';
import { VISUALLY_HIDDEN } from '../../../shared/a11y/visually-hidden';
import { message } from '../../../shared/messages';
import { OptionCheck } from '../../../shared/options/OptionCheck';
import { formatCount, formatFixed } from './format';
import {
  CLOSED_ENDS,
  isFree,
  readTypedBound,
  sliderSteps,
  type FacetOption,
  type FlagCode,
  type ListCode,
  type NumericRange,
  type RangeSide,
  type SliderEnds,
} from './screen-criteria';
import type { ScreenStore } from './screen-store';

/**
 * The filterCount of a criterion: how many companies match every other chosen criterion. A pill beside
 * the filter's label; screen readers hear it as the field's description.
 */
export function CountPill({
  id,
  count,
  floating = false,
}: {
  id: string;
  count: number | undefined;
  floating?: boolean;
}) {
  if (count === undefined) return null;
  return (
    <Box
      id={id}
      component="span"
      title="Companies matching the other filters"
      sx={{
        ...(floating ? { position: 'absolute', top: -9, right: 10, zIndex: 1 } : {}),
        display: 'inline-block',
        px: 1.5,
        borderRadius: 999,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.secondary',
        fontSize: '0.6875rem',
        fontWeight: 600,
        lineHeight: '16px',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {formatCount(count)}
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {' '}
        companies match the other filters
      </Box>
    </Box>
  );
}

interface FacetSelectProps {
  store: ScreenStore;
  code: ListCode;
  label: string;
  required?: boolean;
  error?: string | undefined;
  /** Draws an option's label (ratings as chips); the text label by default. */
  renderLabel?: (option: FacetOption) => ReactNode;
  /** A line under the field saying how to read the criterion (the field's description too). */
  hint?: string;
}

/**
 * A multi-select criterion: checkbox options with the count each would match, the count beside the label,
 * and, with a hint, a line under the field saying how to read it.
 */
export const FacetSelect = observer(function FacetSelect({
  store,
  code,
  label,
  required = false,
  error,
  renderLabel,
  hint,
}: FacetSelectProps) {
  const countId = useId();
  const hintId = useId();
  const selected = store.facets.optionsOf(code, store.criteria.selections[code]);
  const listed = store.facets.options[code];
  // Chosen values stay listed even when the current list lacks them.
  const options = [
    ...listed,
    ...selected.filter((value) => !listed.some((option) => option.value === value.value)),
  ];
  const count = store.facets.countOf(code);
  const describedBy = [
    ...(hint === undefined ? [] : [hintId]),
    ...(count === undefined ? [] : [countId]),
  ].join(' ');
  return (
    <Box sx={{ position: 'relative' }}>
      <CountPill id={countId} count={count} floating />
      <Autocomplete
        multiple
        size="small"
        limitTags={2}
        disableCloseOnSelect
        options={options}
        value={selected}
        loading={store.facets.isLoading(code)}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => String(option.value)}
        isOptionEqualToValue={(option, value) => option.value === value.value}
        onChange={(_event, values) => {
          store.criteria.setSelection(
            code,
            values.map((value) => value.value),
          );
        }}
        noOptionsText="No options under the other filters"
        renderOption={(props, option, state) => {
          const { key, ...optionProps } = props;
          return (
            <Box component="li" key={key} {...optionProps} sx={{ gap: 1 }}>
              <OptionCheck checked={state.selected} />
              <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {renderLabel?.(option) ?? option.label}
              </Box>
              {option.count !== undefined && (
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ fontVariantNumeric: 'tabular-nums', ml: 2 }}
                >
                  {formatCount(option.count)}
                </Typography>
              )}
            </Box>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            required={required}
            error={error !== undefined}
            helperText={error}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                ...(describedBy === '' ? {} : { 'aria-describedby': describedBy }),
              },
            }}
          />
        )}
      />
      {hint !== undefined && (
        // Where a field's helper text goes: 3 px under it, 14 px in from its sides.
        <Typography
          id={hintId}
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mx: 3.5, mt: 0.75 }}
        >
          {hint}
        </Typography>
      )}
    </Box>
  );
});

interface RangeFilterProps {
  store: ScreenStore;
  code: CriterionCode;
  label: string;
  value: NumericRange;
  bounds: NumericRange;
  /** The kind of the scale's ends: a thumb at an open end is no bound on that side (default: closed). */
  ends?: SliderEnds;
  decimals: number;
  unit?: string;
  /** A line under the label saying how to read the values (the group's description). */
  hint?: string;
  onChange: (range: NumericRange) => void;
  /** A typed bound (undefined: none on that side); by default the thumb moves to it within the scale. */
  onBound?: (side: RangeSide, bound: number | undefined) => void;
}

/**
 * A range criterion as a two-thumb slider over its scale (the server's min and max, or the bulk of the
 * data with open ends beyond which the extreme companies lie), with its count and read-out, and a Min and
 * a Max field to type a bound. A thumb at an open end is no bound on that side: it reads '≤ -4.61' (or
 * '-4.61 or less' to a screen reader) and its field is empty. The keyboard's steps suit the scale
 * (`sliderSteps`).
 */
export const RangeFilter = observer(function RangeFilter({
  store,
  code,
  label,
  value,
  bounds,
  ends = CLOSED_ENDS,
  decimals,
  unit = '',
  hint,
  onChange,
  onBound,
}: RangeFilterProps) {
  const labelId = useId();
  const countId = useId();
  const hintId = useId();
  const text = (number: number) => `${formatFixed(number, decimals)}${unit}`;
  const count = store.facets.countOf(code);
  const { step, shiftStep } = sliderSteps(bounds, decimals);
  const disabled = bounds.max <= bounds.min;
  const free = {
    min: isFree(value, { bounds, ends }, 'min'),
    max: isFree(value, { bounds, ends }, 'max'),
  };
  const sideOf = (index: number): RangeSide => (index === 0 ? 'min' : 'max');
  /** A thumb's value; at an open end, with the companies beyond it. */
  const thumbText = (number: number, index: number) =>
    free[sideOf(index)] ? `${index === 0 ? '≤' : '≥'} ${text(number)}` : text(number);
  const thumbSpoken = (number: number, index: number) =>
    free[sideOf(index)] ? `${text(number)} or ${index === 0 ? 'less' : 'more'}` : text(number);
  const readOut =
    free.min && free.max
      ? 'Any'
      : free.min
        ? `≤ ${text(value.max)}`
        : free.max
          ? `≥ ${text(value.min)}`
          : `${text(value.min)} – ${text(value.max)}`;
  const typed = (side: RangeSide, bound: number | undefined) => {
    if (onBound) onBound(side, bound);
    else onChange({ ...value, [side]: bound ?? bounds[side] });
  };
  // A free side does not hold the other bound back: a maximum below the open minimum's end is fine.
  const limiting = { min: free.min ? -Infinity : value.min, max: free.max ? Infinity : value.max };
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      {...(hint === undefined ? {} : { 'aria-describedby': hintId })}
      sx={{ px: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <CountPill id={countId} count={count} />
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums' }}
          aria-hidden="true"
        >
          {readOut}
        </Typography>
      </Box>
      {hint !== undefined && (
        <Typography id={hintId} variant="caption" color="text.secondary" component="p">
          {hint}
        </Typography>
      )}
      <Slider
        size="small"
        value={[value.min, value.max]}
        min={bounds.min}
        max={bounds.max}
        step={step}
        shiftStep={shiftStep}
        disableSwap
        disabled={disabled}
        valueLabelDisplay="auto"
        valueLabelFormat={thumbText}
        getAriaLabel={(index) => `${label} ${index === 0 ? 'minimum' : 'maximum'}`}
        getAriaValueText={thumbSpoken}
        slotProps={count === undefined ? {} : { input: { 'aria-describedby': countId } }}
        onChange={(_event, next) => {
          if (Array.isArray(next) && next.length === 2) {
            const [min = bounds.min, max = bounds.max] = next;
            onChange({ min, max });
          }
        }}
        // The thumbs' touch area reaches beyond the rail's ends: the rail keeps clear of the sidebar's
        // edges so that it never widens the page (a phone's 390 px).
        sx={{
          mt: 1,
          mx: 3,
          width: 'calc(100% - 24px)',
          '& .MuiSlider-thumb::after': { width: 32, height: 32 },
        }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mt: 1 }}>
        {(['min', 'max'] as const).map((side) => (
          <BoundField
            key={side}
            side={side}
            label={label}
            value={value}
            limiting={limiting}
            free={free[side]}
            decimals={decimals}
            signed={bounds.min < 0}
            disabled={disabled}
            onCommit={(bound) => {
              typed(side, bound);
            }}
          />
        ))}
      </Box>
    </Box>
  );
});

const BOUND_ERRORS = {
  NOT_A_NUMBER: 'RANGE_BOUND_NOT_A_NUMBER',
  MIN_ABOVE_MAX: 'RANGE_MIN_ABOVE_MAX',
} as const;

/**
 * A typed bound of a range ('Min' or 'Max', named '<criterion> minimum' like the slider's thumb): the
 * range's value until edited (empty, 'Any', for a thumb at an open end); Enter or leaving the field
 * applies it (empty: no bound on that side), a text that is not a number or a minimum above the maximum is
 * refused with the reason and applies nothing.
 */
function BoundField({
  side,
  label,
  value,
  limiting,
  free,
  decimals,
  signed,
  disabled,
  onCommit,
}: {
  side: 'min' | 'max';
  label: string;
  value: NumericRange;
  /** The bounds a typed one is checked against (a free side does not limit the other). */
  limiting: NumericRange;
  /** The thumb of this side is at an open end: no bound. */
  free: boolean;
  decimals: number;
  /** The scale goes below zero. */
  signed: boolean;
  disabled: boolean;
  onCommit: (bound: number | undefined) => void;
}) {
  // The text being typed; undefined shows the range's value.
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const commit = () => {
    if (draft === undefined) return;
    const read = readTypedBound(draft, side, limiting);
    if ('error' in read) {
      setError(message(BOUND_ERRORS[read.error]));
      return;
    }
    setError(undefined);
    setDraft(undefined);
    onCommit(read.value);
  };
  return (
    <TextField
      size="small"
      label={side === 'min' ? 'Min' : 'Max'}
      value={draft ?? (free ? '' : formatFixed(value[side], decimals))}
      placeholder="Any"
      disabled={disabled}
      error={error !== undefined}
      helperText={error}
      onChange={(event) => {
        setDraft(event.target.value);
        setError(undefined);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape' && draft !== undefined) {
          setDraft(undefined);
          setError(undefined);
        }
      }}
      slotProps={{
        // Always above the field, so that the 'Any' of an empty one shows.
        inputLabel: { shrink: true },
        htmlInput: {
          'aria-label': `${label} ${side === 'min' ? 'minimum' : 'maximum'}`,
          // A phone's decimal pad has no minus sign: scales that go below zero get the full keyboard.
          inputMode: signed ? 'text' : 'decimal',
          autoComplete: 'off',
          maxLength: 16,
        },
      }}
    />
  );
}

/**
 * A yes/no criterion (the M-score flag): a labelled switch (Space toggles it), with the companies it would
 * leave to choose from under the other criteria, and a line saying what it keeps.
 */
export const FlagFilter = observer(function FlagFilter({
  store,
  code,
  label,
  hint,
}: {
  store: ScreenStore;
  code: FlagCode;
  label: string;
  hint: string;
}) {
  const countId = useId();
  const hintId = useId();
  const count = store.facets.countOf(code);
  const describedBy = [hintId, ...(count === undefined ? [] : [countId])].join(' ');
  return (
    <Box sx={{ px: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Switch
              size="small"
              checked={store.criteria.flags[code]}
              onChange={(_event, checked) => {
                store.criteria.setFlag(code, checked);
              }}
              slotProps={{ input: { 'aria-describedby': describedBy } }}
            />
          }
          label={
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
          }
        />
        <CountPill id={countId} count={count} />
      </Box>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
});

/** The year of the screen: a single choice among the years with data, newest first. */
export const YearSelect = observer(function YearSelect({ store }: { store: ScreenStore }) {
  const year = store.criteria.year;
  if (year === undefined || store.criteria.years.length === 0) {
    return <TextField size="small" label="Year" disabled value="" />;
  }
  return (
    <Autocomplete
      size="small"
      disableClearable
      options={store.criteria.years}
      value={year}
      loading={store.facets.isLoading('YEAR')}
      getOptionLabel={(option) => String(option)}
      onChange={(_event, next) => {
        store.criteria.setYear(next);
      }}
      renderInput={(params) => <TextField {...params} label="Year" />}
    />
  );
});

/** Minimum and maximum market value in $ millions: digits and a point only, min below max. */
export const MarketCapFilter = observer(function MarketCapFilter({ store }: { store: ScreenStore }) {
  const errorId = useId();
  const countId = useId();
  const error = store.criteria.marketCapError;
  const count = store.facets.countOf('MCD');
  const describedBy = [error === undefined ? undefined : errorId, count === undefined ? undefined : countId]
    .filter((id) => id !== undefined)
    .join(' ');
  const inputProps = {
    inputMode: 'decimal' as const,
    maxLength: 24,
    ...(describedBy === '' ? {} : { 'aria-describedby': describedBy }),
  };
  return (
    <Box role="group" aria-label="Market cap in $ millions">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, px: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Market cap ($m)
        </Typography>
        <CountPill id={countId} count={count} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <TextField
          size="small"
          label="Min market cap ($m)"
          value={store.criteria.marketCapMinText}
          error={error !== undefined}
          onChange={(event) => store.criteria.setMarketCapMin(event.target.value)}
          slotProps={{ htmlInput: inputProps }}
        />
        <TextField
          size="small"
          label="Max market cap ($m)"
          value={store.criteria.marketCapMaxText}
          error={error !== undefined}
          onChange={(event) => store.criteria.setMarketCapMax(event.target.value)}
          slotProps={{ htmlInput: inputProps }}
        />
      </Box>
      {error !== undefined && (
        <Typography
          id={errorId}
          variant="caption"
          color="error"
          role="alert"
          sx={{ display: 'block', mt: 1, px: 1 }}
        >
          {error}
        </Typography>
      )}
    </Box>
  );
});
