import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

import { DateInput } from './date-input';
import { dateValidationMessage } from './date-validation';

const toDayjs = (value: string | undefined): Dayjs | null => (value ? dayjs(value) : null);
const toDateString = (value: Dayjs | null): string | undefined =>
  value && value.isValid() ? value.format('YYYY-MM-DD') : undefined;

/**
 * A date filter: the field keeps what is being typed, and the URL gets the date only once it is a whole,
 * valid date in range (or cleared). A URL change from outside (back button) replaces what is typed.
 */
export function FilterDateInput({
  label,
  value,
  onCommit,
  error,
}: {
  label: string;
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState<Dayjs | null>(() => toDayjs(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (toDateString(draft) !== value) setDraft(toDayjs(value));
  }

  const change = (next: Dayjs | null) => {
    setDraft(next);
    if (next === null) {
      if (value !== undefined) onCommit(undefined);
      return;
    }
    if (dateValidationMessage(next) !== null) return;
    const text = toDateString(next);
    if (text !== value) onCommit(text);
  };

  return <DateInput label={label} value={draft} onChange={change} error={error} touched={Boolean(error)} />;
}
