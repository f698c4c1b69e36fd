import Switch from '@mui/material/Switch';

import { toggleField } from './toggle-field';

/** An on/off field bound to a form, labelled by its text. */
export const SwitchField = toggleField(Switch);
