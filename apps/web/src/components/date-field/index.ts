export { DateField, DateInput, type DateFieldProps, type DateInputProps } from './date-field';
export {
  DATE_FIELD_MESSAGES,
  DEFAULT_MAX_DATE,
  DEFAULT_MIN_DATE,
  DISPLAY_DATE_FORMAT,
  dateValidationMessage,
} from './date-validation';
