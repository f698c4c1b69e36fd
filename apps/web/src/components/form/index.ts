export { FormDialog, type FormDialogProps } from './form-dialog';
export { PasswordField } from './password-field';
export { RadioGroupField, type RadioGroupFieldProps } from './radio-group-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { showSubmitError } from './submit-error';
export { SwitchField } from './switch-field';
export { TextField, type TextFieldProps } from './text-field';
export { TextInputField } from './text-input-field';
export { type FieldBinding } from './use-field';
