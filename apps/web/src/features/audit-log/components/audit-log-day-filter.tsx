import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

import { DateInput } from '@/components/date-field/date-input';
import { dateValidationMessage } from '@/components/date-field/date-validation';

/** A date filter: the URL gets the date once it is whole and valid (or cleared). */
export function DayFilter({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
}) {
  const [draft, setDraft] = useState<Dayjs | null>(() => (value ? dayjs(value) : null));
  const change = (next: Dayjs | null) => {
    setDraft(next);
    if (next === null) return onCommit(undefined);
    if (dateValidationMessage(next) === null) onCommit(next.format('YYYY-MM-DD'));
  };
  return <DateInput label={label} value={draft} onChange={change} />;
}
