import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useId, type SubmitEvent } from 'react';

import { listingLine } from '../../../shared/risk/company-identity';
import { companyOfHit, type CompanyRef } from './company-ref';
import type { ScreenStore } from './screen-store';
import { SEARCH_MAX_LENGTH } from './search-state';

export interface SearchPanelProps {
  store: ScreenStore;
  onOpenCompany: (company: CompanyRef) => void;
}

/**
 * Keyword search over names, ISINs and tickers (spec section 5: at least 1 character, uppercased, max 255).
 * It searches as you type (after a pause) or on Enter; choosing a hit opens the company. Each hit shows its
 * name over its ticker, venue and exchange country, and its ISIN where it has one (listingLine).
 */
export const SearchPanel = observer(function SearchPanel({ store, onOpenCompany }: SearchPanelProps) {
  const resultsId = useId();
  const messageId = useId();
  const search = store.search;
  const hits = search.hits;
  const notice = search.notice;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void search.search();
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="form" role="search" aria-label="Company search" noValidate onSubmit={onSubmit}>
        <TextField
          size="small"
          type="search"
          label="Search companies"
          placeholder="Name, ISIN or ticker"
          value={search.keyword}
          onChange={(event) => {
            search.setKeyword(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && search.keyword !== '') {
              event.preventDefault();
              search.setKeyword('');
            }
          }}
          slotProps={{
            htmlInput: {
              maxLength: SEARCH_MAX_LENGTH,
              autoComplete: 'off',
              spellCheck: false,
              'aria-controls': resultsId,
              ...(notice === undefined ? {} : { 'aria-describedby': messageId }),
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
              endAdornment:
                search.keyword === '' ? undefined : (
                  <InputAdornment position="end">
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label="Clear search"
                      onClick={() => {
                        search.setKeyword('');
                      }}
                    >
                      <CloseRounded fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
            },
          }}
        />
        <Box sx={{ height: 2 }}>
          {search.searching && <LinearProgress aria-label="Searching" sx={{ height: 2 }} />}
        </Box>
      </Box>

      {notice !== undefined && (
        <Alert id={messageId} severity={search.tooMany ? 'warning' : 'info'} role="status" sx={{ py: 0 }}>
          {notice}
        </Alert>
      )}

      <List
        id={resultsId}
        dense
        disablePadding
        aria-label="Search results"
        hidden={hits.length === 0}
        sx={{
          maxHeight: 280,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          ...(hits.length === 0 ? { display: 'none' } : {}),
        }}
      >
        {hits.map((hit) => (
          <ListItem key={`${hit.ticker_region}-${hit.exchange_countryID}`} disablePadding>
            <ListItemButton
              onClick={() => {
                onOpenCompany(companyOfHit(hit));
                search.setKeyword('');
              }}
            >
              <ListItemText
                primary={hit.name}
                secondary={listingLine(hit)}
                slotProps={{
                  primary: { noWrap: true, title: hit.name },
                  secondary: { noWrap: true, sx: { fontVariantNumeric: 'tabular-nums' } },
                }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
});
