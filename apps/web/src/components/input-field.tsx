import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

import type { InputBaseComponentProps } from '@mui/material/InputBase';

type InputProps = Pick<
  OutlinedInputProps,
  | 'id'
  | 'name'
  | 'type'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'onKeyDown'
  | 'inputRef'
  | 'placeholder'
  | 'autoComplete'
  | 'autoFocus'
  | 'multiline'
  | 'rows'
  | 'minRows'
  | 'maxRows'
>;

export interface InputFieldProps extends InputProps {
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: FormControlProps['size'];
  sx?: FormControlProps['sx'];
  className?: string;
  slotProps?: { input?: Partial<OutlinedInputProps>; htmlInput?: InputBaseComponentProps };
}

/**
 * An outlined text field made of MUI's parts, wired as MUI's TextField wires them (the label names the input,
 * the helper text describes it). TextField itself imports Select, and with it Menu, Popover and Modal, which
 * a text input never uses: the sign-in screen would load them before its first paint.
 */
export function InputField({
  id: idOverride,
  label,
  helperText,
  error,
  disabled,
  required,
  fullWidth,
  size,
  sx,
  className,
  slotProps,
  ...input
}: InputFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  return (
    <FormControl variant="outlined" {...{ error, disabled, required, fullWidth, size, sx, className }}>
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        inputProps={slotProps?.htmlInput}
        {...slotProps?.input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
