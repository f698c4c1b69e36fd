import Checkbox from '@mui/material/Checkbox';

import { toggleField } from './toggle-field';

/** A yes/no field bound to a form, shown as a checkbox labelled by its text. */
export const CheckboxField = toggleField(Checkbox);
