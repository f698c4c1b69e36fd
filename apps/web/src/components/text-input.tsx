import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type ReactNode } from 'react';

export interface TextInputProps {
  label: string;
  name?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  onPointerEnter?: () => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  id?: string;
  inputRef?: OutlinedInputProps['inputRef'];
  /** React Hook Form's `field.ref` when the field is spread in: it reaches the input too. */
  ref?: OutlinedInputProps['inputRef'];
}

/**
 * An outlined text field that looks and behaves like MUI's TextField (label, helper text read as the input's
 * description, error and required states) without its `select` mode, which pulls in Select, Menu, Popover
 * and Modal. The sign-in screen uses it to stay inside its bundle budget.
 */
export function TextInput({
  label,
  error,
  helperText,
  required,
  disabled,
  endAdornment,
  id,
  inputRef,
  ref,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperTextId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth error={error} required={required} disabled={disabled}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        label={label}
        inputRef={inputRef ?? ref}
        endAdornment={endAdornment}
        aria-describedby={helperTextId}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
