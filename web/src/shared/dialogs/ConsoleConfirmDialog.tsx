import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

export type ConsoleConfirmDialogProps = Omit<ConfirmDialogProps, 'failure' | 'role'>;

/**
 * The console's confirmation: the shared ConfirmDialog as an alert dialog whose failure shows as the API
 * client's notification (the dialog closes either way).
 */
export function ConsoleConfirmDialog(props: ConsoleConfirmDialogProps) {
  return <ConfirmDialog {...props} role="alertdialog" failure="notification" />;
}
