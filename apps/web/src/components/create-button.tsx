import Button from '@mui/material/Button';
import { useState, type ComponentType, type ReactNode } from 'react';

import { LazyDialog } from './lazy-dialog';

import type { CreateDialogProps } from './form/use-create-form';

export interface CreateButtonProps<TRequest, TCreated> {
  /** The button's text: 'Create user'. */
  label: string;
  icon: ReactNode;
  /** What the stand-in dialog says is loading while the form's code loads: 'the user form'. */
  formLabel: string;
  /** The 'Create …' dialog, its code loaded when it first opens (lazyWithTimeout). */
  dialog: ComponentType<CreateDialogProps<TRequest, TCreated>>;
  onCreate: (values: TRequest) => Promise<TCreated>;
}

/** A list heading's 'Create …' button and the form dialog it opens (the list does not load the form). */
export function CreateButton<TRequest, TCreated>({
  label,
  icon,
  formLabel,
  dialog: Dialog,
  onCreate,
}: CreateButtonProps<TRequest, TCreated>) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="contained" startIcon={icon} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <LazyDialog label={formLabel} onClose={close}>
          <Dialog open onClose={close} onCreate={onCreate} />
        </LazyDialog>
      )}
    </>
  );
}
