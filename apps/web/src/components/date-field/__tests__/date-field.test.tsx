import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs, { type Dayjs } from 'dayjs';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DateField, DATE_FIELD_MESSAGES } from '..';

interface FormProps {
  initial: Dayjs | null;
  disablePast?: boolean;
  disableFuture?: boolean;
}

function Form({ initial, disablePast, disableFuture }: FormProps) {
  const { control } = useForm<{ when: Dayjs | null }>({ defaultValues: { when: initial } });
  return (
    <form>
      <DateField
        control={control}
        name="when"
        label="When"
        disablePast={disablePast}
        disableFuture={disableFuture}
      />
      <button type="button">Elsewhere</button>
    </form>
  );
}

const field = () => screen.getByRole('group', { name: 'When' });

async function touch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(field()).getByRole('spinbutton', { name: 'Day' }));
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
}

describe('DateField', () => {
  it('displays a date as "5th Jan, 2024"', () => {
    render(<Form initial={dayjs('2024-01-05')} />);
    expect(field()).toHaveTextContent('5th Jan, 2024');
  });

  it('shows "Date should not be before minimal date" only once touched', async () => {
    const user = userEvent.setup();
    render(<Form initial={dayjs('1899-12-31')} />);
    expect(screen.queryByText(DATE_FIELD_MESSAGES.minDate)).not.toBeInTheDocument();
    await touch(user);
    expect(screen.getByText('Date should not be before minimal date')).toBeInTheDocument();
  });

  it('shows "Date should not be after maximal date" only once touched', async () => {
    const user = userEvent.setup();
    render(<Form initial={dayjs('2100-01-02')} />);
    expect(screen.queryByText(DATE_FIELD_MESSAGES.maxDate)).not.toBeInTheDocument();
    await touch(user);
    expect(screen.getByText('Date should not be after maximal date')).toBeInTheDocument();
  });

  it('shows "Invalid Date Format" for an impossible date once touched', async () => {
    const user = userEvent.setup();
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
    const user = userEvent.setup();
    render(<Form initial={dayjs('1900-01-01')} />);
    await touch(user);
    expect(field()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(/Date should not/)).not.toBeInTheDocument();
  });

  it('refuses past dates with disablePast and future dates with disableFuture', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Form initial={dayjs().subtract(1, 'day')} disablePast />);
    await touch(user);
    expect(screen.getByText(DATE_FIELD_MESSAGES.minDate)).toBeInTheDocument();
    unmount();
    render(<Form initial={dayjs().add(1, 'day')} disableFuture />);
    await touch(user);
    expect(screen.getByText(DATE_FIELD_MESSAGES.maxDate)).toBeInTheDocument();
  });
});
