import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/test/render';

import { CreateButton } from '../create-button';

import type { CreateDialogProps } from '../form/use-create-form';

/** A 'Create …' dialog that creates 'Ada' at once. */
function CreatePersonDialog({ open, onClose, onCreate }: CreateDialogProps<{ name: string }, number>) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="create-title">
      <DialogTitle id="create-title">Create person</DialogTitle>
      <Button onClick={() => void onCreate({ name: 'Ada' }).then(onClose)}>Create</Button>
    </Dialog>
  );
}

describe('CreateButton', () => {
  it('opens its dialog, which creates through onCreate and closes', async () => {
    const onCreate = vi.fn(() => Promise.resolve(7));
    const { user } = renderWithProviders(
      <CreateButton
        label="Create person"
        icon={null}
        formLabel="the person form"
        dialog={CreatePersonDialog}
        onCreate={onCreate}
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create person' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onCreate).toHaveBeenCalledWith({ name: 'Ada' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
