import { ConsoleConfirmDialog } from './ConsoleConfirmDialog';

export interface TargetConfirmDialogProps<Target> {
  /** What the dialog asks about; the dialog is open while there is one. */
  target: Target | undefined;
  title: string;
  confirmLabel?: string;
  destructive?: boolean;
  /** The question about the target. */
  message: (target: Target) => string;
  onConfirm: (target: Target) => Promise<unknown>;
  onClose: () => void;
}

/** A confirmation (Delete by default) of an action on one target, kept mounted so that it fades out. */
export function TargetConfirmDialog<Target>({
  target,
  title,
  confirmLabel = 'Delete',
  destructive = false,
  message,
  onConfirm,
  onClose,
}: TargetConfirmDialogProps<Target>) {
  return (
    <ConsoleConfirmDialog
      open={target !== undefined}
      title={title}
      confirmLabel={confirmLabel}
      destructive={destructive}
      onConfirm={() => (target === undefined ? Promise.resolve() : onConfirm(target))}
      onClose={onClose}
    >
      {target === undefined ? '' : message(target)}
    </ConsoleConfirmDialog>
  );
}
