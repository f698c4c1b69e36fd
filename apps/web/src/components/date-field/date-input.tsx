import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { useState, useSyncExternalStore, type ComponentType } from 'react';

import { loadWithTimeout } from '@/lib/load-with-timeout';
import { onDemand } from '@/lib/on-demand';

import { DatePreviewField } from './date-preview-field';
import {
  DEFAULT_MAX_DATE,
  DEFAULT_MIN_DATE,
  DISPLAY_DATE_FORMAT,
  dateValidationMessage,
  type DateLimits,
} from './date-validation';

import type { DatePickerFieldProps } from './date-picker-field';

dayjs.extend(advancedFormat);

export type DateFieldValue = Dayjs | string | null | undefined;

export interface DateInputProps extends DateLimits {
  label: string;
  value: DateFieldValue;
  onChange: (value: Dayjs | null) => void;
  onBlur?: () => void;
  /** Errors show only once this is true; the field tracks its own blur too. */
  touched?: boolean;
  /** An error from the form (for example "This field is Required"); the date's own error wins. */
  error?: string;
  helperText?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  format?: string;
}

// The MUI X picker loads on first use, once for every date field of the app; until then each field draws
// a look-alike (DatePreviewField). When it arrives, every field on the page switches to it.
let Picker: ComponentType<DatePickerFieldProps> | null = null;
const pickerListeners = new Set<() => void>();
const subscribeToPicker = (listener: () => void) => {
  pickerListeners.add(listener);
  return () => pickerListeners.delete(listener);
};
const loadPickerModule = onDemand(() => loadWithTimeout(() => import('./date-picker-field')));

/** Loads the MUI X picker (once); every date field then uses it. */
export async function loadDatePicker(): Promise<void> {
  const { DatePickerField } = await loadPickerModule();
  if (Picker) return;
  Picker = DatePickerField;
  for (const listener of pickerListeners) listener();
}

/** For the unit tests: date fields drawn from now on start as the look-alike again. */
export function forgetDatePicker(): void {
  Picker = null;
}

/**
 * A Dayjs is passed on as it is: a copy of a half-typed (invalid) date never equals the picker's own value,
 * so the picker would reset the typed sections on the next render (after a submit, on every keystroke).
 */
const toDayjs = (value: DateFieldValue): Dayjs | null => {
  if (value === null || value === undefined || value === '') return null;
  return dayjs.isDayjs(value) ? value : dayjs(value);
};

/** What the person did to the look-alike while the picker loaded, so the picker can carry on from it. */
type Intent = 'focus' | 'open' | null;

/** A controlled date field: the MUI X DatePicker (loaded on first use) with the specified messages and range. */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  touched: touchedProp = false,
  error,
  helperText,
  name,
  required,
  disabled,
  minDate = DEFAULT_MIN_DATE,
  maxDate = DEFAULT_MAX_DATE,
  disablePast,
  disableFuture,
  format = DISPLAY_DATE_FORMAT,
}: DateInputProps) {
  const LoadedPicker = useSyncExternalStore(subscribeToPicker, () => Picker);
  const [intent, setIntent] = useState<Intent>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [blurred, setBlurred] = useState(false);
  const date = toDayjs(value);
  const touched = touchedProp || blurred;
  const message =
    dateValidationMessage(date, { minDate, maxDate, disablePast, disableFuture }) ?? error ?? null;
  const shownError = touched ? message : null;

  const shape = {
    label,
    value: date,
    minDate,
    maxDate,
    disablePast,
    disableFuture,
    format,
    name,
    required,
    disabled,
    // Before the first blur: never red. After it: red for our message, and otherwise the picker decides
    // (it also flags a half-typed date, which it keeps out of the value until complete).
    error: touched ? Boolean(shownError) || undefined : false,
    helperText: shownError ?? (loadFailed ? 'The date picker did not load: try again' : helperText),
    onBlur: () => {
      setBlurred(true);
      onBlur?.();
    },
  };

  if (LoadedPicker) {
    return (
      // eslint-disable-next-line react-hooks/static-components -- one module-level component, loaded once: its identity never changes
      <LoadedPicker
        {...shape}
        onChange={onChange}
        autoFocus={intent === 'focus'}
        openOnMount={intent === 'open'}
      />
    );
  }

  const load = (next: Intent) => {
    if (next) setIntent(next);
    setLoadFailed(false);
    loadDatePicker().catch(() => setLoadFailed(true));
  };
  return (
    <DatePreviewField
      {...shape}
      onBlur={() => {
        // Leaving the look-alike because the picker took its place is not a blur of the field; leaving it
        // before the picker came is, and the picker must then not take the focus back.
        if (Picker) return;
        setIntent(null);
        shape.onBlur();
      }}
      onPreload={() => load(null)}
      onEnter={() => load('focus')}
      onOpenCalendar={() => load('open')}
    />
  );
}
