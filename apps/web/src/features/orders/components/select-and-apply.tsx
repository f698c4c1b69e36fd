import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';

import { FilterSelect, type FilterSelectProps } from '@/components/filter-select';

interface SelectAndApplyProps<V extends string> extends Pick<
  FilterSelectProps<V>,
  'label' | 'placeholder' | 'options' | 'minWidth'
> {
  disabled: boolean;
  /** The button's text. */
  action: string;
  /** A spinner in the button while the action runs. */
  progress?: boolean;
  onApply: (value: V) => void;
}

/** A bulk action on the selection: pick one option, then the button applies it. */
export function SelectAndApply<V extends string>({
  action,
  progress = false,
  onApply,
  ...select
}: SelectAndApplyProps<V>) {
  const [value, setValue] = useState<V | ''>('');
  // An option that went away (a staff user deactivated meanwhile) is no choice any more.
  const chosen = select.options.some((o) => o.value === value) ? value : '';
  return (
    <>
      <FilterSelect {...select} value={chosen} onChange={setValue} />
      <Button
        variant="contained"
        disabled={select.disabled || chosen === ''}
        onClick={() => chosen !== '' && onApply(chosen)}
        startIcon={progress ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
      >
        {action}
      </Button>
    </>
  );
}
