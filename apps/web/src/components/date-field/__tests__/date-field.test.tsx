import { screen, within } from '@testing-library/react';
import dayjs, { type Dayjs } from 'dayjs';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { setupUser, renderWithProviders } from '@/test/render';

import { DateField, DATE_FIELD_MESSAGES } from '..';

import type userEvent from '@testing-library/user-event';

interface FormProps {
  initial: Dayjs | null;
  disablePast?: boolean;
  disableFuture?: boolean;
}

function Form({ initial, disablePast, disableFuture }: FormProps) {
  const { control, handleSubmit } = useForm<{ when: Dayjs | null; until: Dayjs | null }>({
    defaultValues: { when: initial, until: null },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <DateField
        control={control}
        name="when"
        label="When"
        disablePast={disablePast}
        disableFuture={disableFuture}
      />
      <DateField control={control} name="until" label="Until" />
      <button type="button">Elsewhere</button>
      <button type="submit">Save</button>
    </form>
  );
}

const field = () => screen.getByRole('group', { name: 'When' });

async function touch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(field()).getByRole('spinbutton', { name: 'Day' }));
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
}

describe('DateField typed into as it first appears', () => {
  it('is the picker from its first drawing: keys typed at once after entering it all land, in order', async () => {
    const user = setupUser();
    renderWithProviders(<Form initial={null} />);
    // No look-alike to be replaced while the person types: the field is there, sections and all.
    expect(screen.queryByRole('textbox', { name: 'When' })).not.toBeInTheDocument();
    await user.tab();
    expect(within(field()).getByRole('spinbutton', { name: 'Day' })).toHaveFocus();
    await user.keyboard('31-12-2026');
    expect(field()).toHaveTextContent('31st Dec, 2026');
    await user.tab();
    expect(field()).toHaveTextContent('31st Dec, 2026');
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });

  it('opens the calendar from its button at the first press', async () => {
    const user = setupUser();
    renderWithProviders(<Form initial={dayjs('2024-01-05')} />);
    await user.click(screen.getAllByRole('button', { name: /Choose date/ })[0]!);
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('gridcell', { name: '5' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('DateField', () => {
  it('displays a date as "5th Jan, 2024"', () => {
    renderWithProviders(<Form initial={dayjs('2024-01-05')} />);
    expect(field()).toHaveTextContent('5th Jan, 2024');
  });

  it('shows "Date should not be before minimal date" only once touched', async () => {
    const user = setupUser();
    renderWithProviders(<Form initial={dayjs('1899-12-31')} />);
    expect(screen.queryByText(DATE_FIELD_MESSAGES.minDate)).not.toBeInTheDocument();
    await touch(user);
    expect(screen.getByText('Date should not be before minimal date')).toBeInTheDocument();
  });

  it('shows "Date should not be after maximal date" only once touched', async () => {
    const user = setupUser();
    renderWithProviders(<Form initial={dayjs('2100-01-02')} />);
    expect(screen.queryByText(DATE_FIELD_MESSAGES.maxDate)).not.toBeInTheDocument();
    await touch(user);
    expect(screen.getByText('Date should not be after maximal date')).toBeInTheDocument();
  });

  it('shows "Invalid Date Format" for an impossible date once touched', async () => {
    const user = setupUser();
    renderWithProviders(<Form initial={null} />);
    await user.click(within(field()).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('31'); // 31st…
    await user.keyboard('2'); // …of February…
    await user.keyboard('2024');
    expect(screen.queryByText(DATE_FIELD_MESSAGES.invalidDate)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByText('Invalid Date Format')).toBeInTheDocument();
  });

  it('accepts dates inside the default range 1900-01-01..2100-01-01', async () => {
    const user = setupUser();
    renderWithProviders(<Form initial={dayjs('1900-01-01')} />);
    await touch(user);
    expect(field()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(/Date should not/)).not.toBeInTheDocument();
  });

  it('refuses past dates with disablePast and future dates with disableFuture', async () => {
    const user = setupUser();
    const { unmount } = renderWithProviders(<Form initial={dayjs().subtract(1, 'day')} disablePast />);
    await touch(user);
    expect(screen.getByText(DATE_FIELD_MESSAGES.minDate)).toBeInTheDocument();
    unmount();
    renderWithProviders(<Form initial={dayjs().add(1, 'day')} disableFuture />);
    await touch(user);
    expect(screen.getByText(DATE_FIELD_MESSAGES.maxDate)).toBeInTheDocument();
  });
});
