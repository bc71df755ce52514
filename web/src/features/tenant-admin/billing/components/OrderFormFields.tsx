import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';

import type { BillingInterval, BillingRegion } from '../../../../api/billing-api';
import { regionsText } from '../../../../shared/billing/billing-format';
import type { OrderForm } from '../stores/order-form';

export interface OrderFormFieldsProps {
  form: OrderForm;
  /** Opens the disable-users dialog (seats below the active users). */
  onDisableUsers: () => void;
}

/** The seat control: a select of 1-10 and '10+', then a numeric input (spec section 4). */
const SeatField = observer(function SeatField({ form }: { form: OrderForm }) {
  const input = form.seatInput;
  const numberInput = useRef<HTMLInputElement>(null);
  const wasNumber = useRef(input.mode === 'number');
  const error = form.showErrors ? form.seatError : undefined;

  // Choosing '10+' turns the select into a number input: the focus follows, so typing goes on.
  useEffect(() => {
    if (input.mode === 'number' && !wasNumber.current) numberInput.current?.select();
    wasNumber.current = input.mode === 'number';
  }, [input.mode]);

  if (input.mode === 'number') {
    return (
      <TextField
        id="order-seats"
        label="Seats"
        value={input.text}
        inputRef={numberInput}
        onChange={(event) => {
          form.typeSeats(event.target.value);
        }}
        error={error !== undefined}
        helperText={error ?? 'Type the number of seats: one per user.'}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 5 } }}
      />
    );
  }
  return (
    <TextField
      id="order-seats"
      select
      label="Seats"
      value={input.selectValue}
      onChange={(event) => {
        form.chooseSeats(event.target.value);
      }}
      error={error !== undefined}
      helperText={error ?? 'One seat per user.'}
    >
      {input.options.map((option) => (
        <MenuItem key={option} value={String(option)}>
          {option}
        </MenuItem>
      ))}
      <MenuItem value={input.plusOption.label}>{input.plusOption.label}</MenuItem>
    </TextField>
  );
});

/**
 * The fields of the order form: billing (monthly or annual), seats, the bundle's region count and the
 * regions (exactly that many; regions bought before are locked in).
 */
export const OrderFormFields = observer(function OrderFormFields({
  form,
  onDisableUsers,
}: OrderFormFieldsProps) {
  const regionError = form.showErrors ? form.regionError : undefined;
  const missing = form.regionCount - form.regionIds.length;
  // 'Please select {n} more region(s) in order to continue' shows as help, and as an error once Continue was pressed.
  return (
    <Box sx={{ display: 'grid', gap: 6 }}>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 2 }} id="order-billing-label">
          Billing
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={form.interval}
          aria-labelledby="order-billing-label"
          onChange={(_event, value: BillingInterval | null) => {
            if (value !== null) form.setInterval(value);
          }}
        >
          {form.cards.map((card) => (
            <ToggleButton key={card.pid} value={card.interval} sx={{ gap: 2 }}>
              {card.card}
              {card.bestValue && (
                <Chip
                  label="Best Value"
                  size="small"
                  color="primary"
                  // Filled: the accent on a selected toggle's tint is under 4.5:1 as outlined text.
                  variant="filled"
                  sx={{ height: 20 }}
                />
              )}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SeatField form={form} />
        <TextField
          id="order-region-count"
          select
          label="Regions in the bundle"
          value={String(form.regionCount)}
          onChange={(event) => {
            form.setRegionCount(Number(event.target.value));
          }}
          helperText="Exchange countries you can screen."
        >
          {form.regionCountOptions.map((option) => (
            <MenuItem key={option.count} value={String(option.count)} disabled={option.disabled}>
              {regionsText(option.count)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {form.seatsBelowUsers !== undefined && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onDisableUsers}>
              Disable users
            </Button>
          }
        >
          {form.seatsBelowUsers}
        </Alert>
      )}
      <Autocomplete<BillingRegion, true, true>
        multiple
        disableClearable
        disableCloseOnSelect
        id="order-regions"
        options={form.regions}
        value={form.selectedRegions}
        getOptionLabel={(region) => region.exchange_country}
        isOptionEqualToValue={(option, chosen) => option.exchange_countryID === chosen.exchange_countryID}
        getOptionDisabled={(region) =>
          form.isPurchased(region.exchange_countryID) || !form.canSelect(region.exchange_countryID)
        }
        onChange={(_event, chosen) => {
          form.setRegions(chosen.map((region) => region.exchange_countryID));
        }}
        renderOption={(props, region, { selected }) => {
          const { key, ...rest } = props;
          const locked = form.isPurchased(region.exchange_countryID);
          return (
            <li key={key} {...rest}>
              <Checkbox size="small" checked={selected} tabIndex={-1} sx={{ p: 1, mr: 1 }} />
              <Box component="span" sx={{ flex: 1 }}>
                {region.exchange_country}
              </Box>
              {locked && <LockOutlined fontSize="small" aria-label="Bought before" />}
            </li>
          );
        }}
        renderValue={(chosen, getItemProps) =>
          chosen.map((region, index) => {
            const { key, onDelete, ...itemProps } = getItemProps({ index });
            const locked = form.isPurchased(region.exchange_countryID);
            return (
              <Chip
                key={key}
                {...itemProps}
                size="small"
                label={region.exchange_country}
                icon={locked ? <LockOutlined fontSize="small" /> : undefined}
                onDelete={locked ? undefined : onDelete}
              />
            );
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Regions"
            placeholder={missing > 0 ? 'Choose an exchange country' : undefined}
            error={regionError !== undefined}
            helperText={
              form.regionError ??
              (form.purchased.length > 0
                ? 'Regions you bought before stay in your subscription.'
                : 'All regions chosen.')
            }
          />
        )}
      />
    </Box>
  );
});
