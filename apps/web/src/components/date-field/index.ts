export { DateField, type DateFieldProps } from './date-field';
export { DateInput, type DateInputProps } from './date-input';
export {
  DATE_FIELD_MESSAGES,
  DEFAULT_MAX_DATE,
  DEFAULT_MIN_DATE,
  DISPLAY_DATE_FORMAT,
  dateValidationMessage,
} from './date-validation';
