import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

import type { ReactNode } from 'react';

/** One of a few choices, as toggle buttons (All / Open / Handled); the screen writes the URL. */
export interface ChoiceFilter<C extends string = string> {
  /** The group's accessible name: 'Filter leads'. */
  label: string;
  choices: readonly C[];
  labels: Readonly<Record<C, string>>;
  value: C;
  onChange: (choice: C) => void;
}

function ChoiceButtons<C extends string>({ label, choices, labels, value, onChange }: ChoiceFilter<C>) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label={label}
      value={value}
      onChange={(_, next: C | null) => {
        if (next) onChange(next);
      }}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice} value={choice}>
          {labels[choice]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/**
 * A ListScreen's `filters` of one choice, drawn after the search box: set (on the Filters button) unless the
 * first choice is chosen. A module of its own, so that the lists without a choice do not load MUI's toggle
 * buttons.
 */
export function choiceFilter<C extends string>(choice: ChoiceFilter<C>): { fields: ReactNode; set: number } {
  return { fields: <ChoiceButtons {...choice} />, set: choice.value !== choice.choices[0] ? 1 : 0 };
}
