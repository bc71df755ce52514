import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useId, useState, type ReactNode } from 'react';

import type { CriterionCode } from '../../../api/screen-api';
import { isPending } from '../../../shared/async/request-state';
import { RatingChip } from '../../../shared/risk/RatingChip';
import { companiesText } from './format';
import { FacetSelect, FlagFilter, MarketCapFilter, RangeFilter, YearSelect } from './filter-fields';
import type { ScreenStore } from './screen-store';

/** The models' score ranges of the advanced filters (issue 21), two decimals each, with how to read them. */
const MODEL_RANGES = [
  { code: 'MS', label: 'Beneish M-score', hint: 'Above −1.78 flags a likely manipulator (Beneish 1999)' },
  {
    code: 'FS',
    label: 'Dechow F-score',
    hint: "1.00 is average risk, 2.45 and above substantial; not Piotroski's 0–9 F-score",
  },
] as const;

/** The criteria behind the 'Advanced filter' toggle. */
export const ADVANCED_CODES: readonly CriterionCode[] = [
  'AUD',
  'DOM',
  'INC',
  'STA',
  'OYC',
  'MCD',
  'MS',
  'FS',
  'MF',
];

export interface FilterSidebarProps {
  store: ScreenStore;
  /** Show the advanced filters from the start (default: only when one of them is chosen). */
  defaultAdvancedOpen?: boolean;
  /** Buttons before 'Clear filter' (save and load filters). */
  actions?: ReactNode;
}

/**
 * The filters of the screen (spec section 1): exchange country (required), year, risk score, sector,
 * industry group, rating, filing events and data source, and behind 'Advanced filter' auditor, domicile,
 * incorporation, trading status, one-year change, market cap, and the models: M-score and F-score ranges
 * and the M-score flag. Beside each filter the companies it would match under the others.
 */
export const FilterSidebar = observer(function FilterSidebar({
  store,
  defaultAdvancedOpen,
  actions,
}: FilterSidebarProps) {
  const titleId = useId();
  const advancedId = useId();
  const advancedChosen = ADVANCED_CODES.filter((code) => store.criteria.isChosen(code)).length;
  const [advancedOpen, setAdvancedOpen] = useState(defaultAdvancedOpen ?? advancedChosen > 0);
  const busy = store.initializing || store.applyPending || store.facets.loading;
  const disabled = store.filterDisabled;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h6" component="h2">
          Filters
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          role="status"
          aria-live="polite"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {store.criteria.canApply && !isPending(store.base) ? companiesText(store.results.total) : ''}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
          {actions}
          <Button
            size="small"
            onClick={() => {
              store.clearFilter();
            }}
            disabled={disabled}
            startIcon={<FilterAltOffOutlined fontSize="small" />}
          >
            Clear filter
          </Button>
        </Box>
      </Box>
      <Box sx={{ height: 2, mt: -3 }}>
        {busy && <LinearProgress aria-label="Updating the filters" sx={{ height: 2 }} />}
      </Box>

      {store.dataMessage !== undefined && (
        <Alert severity="warning" role="alert">
          {store.dataMessage}
        </Alert>
      )}

      <FacetSelect store={store} code="EXC" label="Exchange country" required error={store.exchangeError} />
      <YearSelect store={store} />
      <RangeFilter
        store={store}
        code="RS"
        label="Risk score"
        value={store.criteria.sliders.RS}
        bounds={store.criteria.sliderBounds.RS}
        ends={store.criteria.sliderEnds.RS}
        decimals={2}
        onChange={(range) => {
          store.criteria.setRange('RS', range);
        }}
        onBound={(side, bound) => {
          store.criteria.setBound('RS', side, bound);
        }}
      />
      <FacetSelect store={store} code="SEC" label="Sector" />
      <FacetSelect store={store} code="IG" label="Industry group" />
      <FacetSelect
        store={store}
        code="RAT"
        label="Rating"
        renderLabel={(option) => <RatingChip rating={option.label} dense />}
      />
      <FacetSelect
        store={store}
        code="FE"
        label="Filing events"
        hint="In the selected year or the two before"
      />
      <FacetSelect store={store} code="SRC" label="Data source" />

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button
          size="small"
          color="inherit"
          aria-expanded={advancedOpen}
          aria-controls={advancedId}
          onClick={() => {
            setAdvancedOpen((open) => !open);
          }}
          endIcon={advancedOpen ? <ExpandLess /> : <ExpandMore />}
        >
          Advanced filter
        </Button>
        {advancedChosen > 0 && (
          <Chip size="small" color="primary" variant="outlined" label={`${advancedChosen} active`} />
        )}
      </Box>
      <Collapse in={advancedOpen} id={advancedId} unmountOnExit={false}>
        <Box sx={{ display: 'grid', gap: 4, pt: 1 }} role="group" aria-label="Advanced filters">
          <FacetSelect store={store} code="AUD" label="Auditor" />
          <FacetSelect store={store} code="DOM" label="Domicile" />
          <FacetSelect store={store} code="INC" label="Incorporation" />
          <FacetSelect store={store} code="STA" label="Trading status" />
          <RangeFilter
            store={store}
            code="OYC"
            label="One-year change"
            value={store.criteria.sliders.OYC}
            bounds={store.criteria.sliderBounds.OYC}
            ends={store.criteria.sliderEnds.OYC}
            decimals={0}
            unit="%"
            onChange={(range) => {
              store.criteria.setRange('OYC', range);
            }}
            onBound={(side, bound) => {
              store.criteria.setBound('OYC', side, bound);
            }}
          />
          <MarketCapFilter store={store} />
          {MODEL_RANGES.map(({ code, label, hint }) => (
            <RangeFilter
              key={code}
              store={store}
              code={code}
              label={label}
              hint={hint}
              value={store.criteria.sliders[code]}
              bounds={store.criteria.sliderBounds[code]}
              ends={store.criteria.sliderEnds[code]}
              decimals={2}
              onChange={(range) => {
                store.criteria.setRange(code, range);
              }}
              onBound={(side, bound) => {
                store.criteria.setBound(code, side, bound);
              }}
            />
          ))}
          <FlagFilter
            store={store}
            code="MF"
            label="Beneish M-score flag"
            hint="Only companies whose Beneish M-score is above -1.78 (likely manipulators)"
          />
        </Box>
      </Collapse>
    </Box>
  );
});
