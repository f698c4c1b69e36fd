import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs, { type Dayjs } from 'dayjs';
import { useForm } from 'react-hook-form';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { setupUser } from '@/test/render';

import { DateField, DATE_FIELD_MESSAGES, forgetDatePicker, loadDatePicker } from '..';

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

describe('DateField before the picker has loaded', () => {
  beforeEach(() => forgetDatePicker());
  const preview = () => screen.getByRole('textbox', { name: 'When' });

  it('shows a read-only look-alike with the date as "5th Jan, 2024" and the calendar button', () => {
    render(<Form initial={dayjs('2024-01-05')} />);
    expect(preview()).toHaveValue('5th Jan, 2024');
    expect(preview()).toHaveAttribute('readonly');
    expect(screen.getAllByRole('button', { name: 'Choose date' })).toHaveLength(2);
    expect(screen.queryByRole('group', { name: 'When' })).not.toBeInTheDocument();
  });

  it('shows the date’s message once the form is submitted, and not before', async () => {
    const user = setupUser();
    render(<Form initial={dayjs('1899-12-31')} />);
    expect(screen.queryByText(DATE_FIELD_MESSAGES.minDate)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(DATE_FIELD_MESSAGES.minDate)).toBeInTheDocument();
    expect(preview()).toHaveAttribute('aria-invalid', 'true');
  });

  it('loads the picker when entered and hands it the focus, so typing goes on in the Day section', async () => {
    const user = setupUser();
    render(<Form initial={null} />);
    await user.tab();
    expect(preview()).toHaveFocus();
    const group = await screen.findByRole('group', { name: 'When' });
    const day = within(group).getByRole('spinbutton', { name: 'Day' });
    await waitFor(() => expect(day).toHaveFocus());
    await user.keyboard('05');
    await user.keyboard('01');
    await user.keyboard('2024');
    expect(group).toHaveTextContent('5th Jan, 2024');
    // Every date field on the page now uses the picker, without being entered.
    expect(screen.getByRole('group', { name: 'Until' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Until' })).not.toBeInTheDocument();
  });

  it('opens the calendar once the picker has loaded when its button was pressed (a touch, no hover first)', async () => {
    render(<Form initial={dayjs('2024-01-05')} />);
    // A pointer that hovers first has the picker loaded (and in place) before it presses.
    fireEvent.click(screen.getAllByRole('button', { name: 'Choose date' })[0]!);
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('gridcell', { name: '5' })).toHaveAttribute('aria-selected', 'true');
  });

  it('is not touched by the hand-over: no message until the picker itself is left', async () => {
    const user = setupUser();
    render(<Form initial={dayjs('1899-12-31')} />);
    await user.tab();
    const group = await screen.findByRole('group', { name: 'When' });
    await waitFor(() => expect(within(group).getByRole('spinbutton', { name: 'Day' })).toHaveFocus());
    expect(screen.queryByText(DATE_FIELD_MESSAGES.minDate)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByText(DATE_FIELD_MESSAGES.minDate)).toBeInTheDocument();
  });
});

describe('DateField with the picker loaded', () => {
  beforeAll(() => loadDatePicker());

  it('displays a date as "5th Jan, 2024"', () => {
    render(<Form initial={dayjs('2024-01-05')} />);
    expect(field()).toHaveTextContent('5th Jan, 2024');
  });

  it('shows "Date should not be before minimal date" only once touched', async () => {
    const user = setupUser();
    render(<Form initial={dayjs('1899-12-31')} />);
    expect(screen.queryByText(DATE_FIELD_MESSAGES.minDate)).not.toBeInTheDocument();
    await touch(user);
    expect(screen.getByText('Date should not be before minimal date')).toBeInTheDocument();
  });

  it('shows "Date should not be after maximal date" only once touched', async () => {
    const user = setupUser();
    render(<Form initial={dayjs('2100-01-02')} />);
    expect(screen.queryByText(DATE_FIELD_MESSAGES.maxDate)).not.toBeInTheDocument();
    await touch(user);
    expect(screen.getByText('Date should not be after maximal date')).toBeInTheDocument();
  });

  it('shows "Invalid Date Format" for an impossible date once touched', async () => {
    const user = setupUser();
    render(<Form initial={null} />);
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
    render(<Form initial={dayjs('1900-01-01')} />);
    await touch(user);
    expect(field()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(/Date should not/)).not.toBeInTheDocument();
  });

  it('refuses past dates with disablePast and future dates with disableFuture', async () => {
    const user = setupUser();
    const { unmount } = render(<Form initial={dayjs().subtract(1, 'day')} disablePast />);
    await touch(user);
    expect(screen.getByText(DATE_FIELD_MESSAGES.minDate)).toBeInTheDocument();
    unmount();
    render(<Form initial={dayjs().add(1, 'day')} disableFuture />);
    await touch(user);
    expect(screen.getByText(DATE_FIELD_MESSAGES.maxDate)).toBeInTheDocument();
  });
});
