import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';

export interface FormPanelProps {
  title: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Theme spacing inside the card. */
  padding?: number;
  /** The fields, then its FormActions. */
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form on an outlined card, named by its heading: the title, then the fields in a column. Scrolled into view,
 * its top stays clear of the fixed top bar.
 */
export function FormPanel({ title, onSubmit, padding = 2, children, ref }: FormPanelProps) {
  const titleId = useId();
  return (
    <Paper
      ref={ref}
      component="form"
      variant="outlined"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void onSubmit(event)}
      sx={{ p: padding, scrollMarginTop: (theme) => theme.spacing(10) }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack sx={{ gap: 2 }}>{children}</Stack>
    </Paper>
  );
}
