import Button, { type ButtonProps } from '@mui/material/Button';

/** A small outlined button of a bar of actions on ticked rows (Tenant users: Status, Luca, Delete). */
export function BarButton(props: Omit<ButtonProps, 'size' | 'variant'>) {
  return <Button size="small" variant="outlined" {...props} />;
}
