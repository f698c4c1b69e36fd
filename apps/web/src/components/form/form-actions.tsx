import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export interface FormActionsProps {
  /** While the form is being sent: both buttons are disabled. */
  busy: boolean;
  submitLabel: string;
  /** Without it, no Cancel button. */
  onCancel?: () => void;
}

/** A form's buttons: Cancel (when the form can be left) and the submit button. */
export function FormButtons({ busy, submitLabel, onCancel }: FormActionsProps) {
  return (
    <>
      {onCancel && (
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
    </>
  );
}

/** The buttons under a form, on its right. */
export function FormActions(props: FormActionsProps) {
  return (
    <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
      <FormButtons {...props} />
    </Stack>
  );
}
