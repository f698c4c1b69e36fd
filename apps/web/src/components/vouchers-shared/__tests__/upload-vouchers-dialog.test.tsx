import { act, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installFakeXhr } from '@/test/fake-xhr';
import { setupUser, renderWithProviders } from '@/test/render';

import { UploadVouchersDialog } from '../upload-vouchers-dialog';

import type userEvent from '@testing-library/user-event';

const CLIENTS = [
  { id: 3, name: 'Acme Prints' },
  { id: 4, name: 'Café Zoë 日本' },
];

let xhr: ReturnType<typeof installFakeXhr>;
beforeEach(() => {
  xhr = installFakeXhr();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDialog(props: { initialClientId?: number } = {}) {
  const onUploaded = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <UploadVouchersDialog clients={CLIENTS} onClose={onClose} onUploaded={onUploaded} {...props} />,
  );
  // applyAccept off: the test chooses files the picker would hide, as a user can ("All files").
  return { onUploaded, onClose, user: setupUser({ applyAccept: false }) };
}

const dialog = () => screen.getByRole('dialog', { name: 'Upload Vouchers' });
const fileInput = () => within(dialog()).getByLabelText('Voucher CSV file');
const proceed = () => within(dialog()).getByRole('button', { name: 'Proceed' });
/** The validity field, as the look-alike (a textbox) or the loaded picker (a group of sections). */
const validityField = () =>
  within(dialog()).queryByRole('group', { name: /^Validity of rows without expiry_date/ }) ??
  within(dialog()).getByRole('textbox', { name: /^Validity of rows without expiry_date/ });
function expectShownDate(text: string) {
  const field = validityField();
  if (field instanceof HTMLInputElement) expect(field).toHaveValue(text);
  else expect(field).toHaveTextContent(text);
}
const csv = (name = 'codes.csv') => new File(['voucher_code,voucher_detail,cost\nA1,Coffee,20\n'], name);

async function chooseClient(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(dialog()).getByRole('combobox', { name: /^Client/ }));
  await user.click(screen.getByRole('option', { name }));
}

describe('UploadVouchersDialog', () => {
  it('asks for a client first: Proceed and the file input stay disabled until one is chosen', async () => {
    const { user } = renderDialog();
    expect(dialog()).toHaveTextContent('Select a Client before uploading voucher csv');
    expect(proceed()).toBeDisabled();
    expect(fileInput()).toBeDisabled();
    await user.upload(fileInput(), csv());
    expect(xhr.count()).toBe(0);
    await chooseClient(user, 'Acme Prints');
    expect(proceed()).toBeEnabled();
    expect(fileInput()).toBeEnabled();
    expect(fileInput()).toHaveAttribute('accept', '.csv,text/csv');
  });

  it('opens the file chooser from Proceed with the keyboard', async () => {
    const { user } = renderDialog({ initialClientId: 3 });
    const click = vi.spyOn(fileInput(), 'click');
    proceed().focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('accepts .csv only, and refuses a file over 20 MiB before sending it', async () => {
    const { user } = renderDialog({ initialClientId: 3 });
    await user.upload(fileInput(), new File(['x'], 'codes.xlsx'));
    expect(within(dialog()).getByText('Only .csv files are accepted')).toBeInTheDocument();
    const huge = csv('big.csv');
    Object.defineProperty(huge, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(fileInput(), huge);
    expect(within(dialog()).getByText('The file must be at most 20 MiB')).toBeInTheDocument();
    expect(xhr.count()).toBe(0);
  });

  it('sends the file with client_id and the chosen validity, shows the progress, then what it did', async () => {
    const { onUploaded, user } = renderDialog();
    await chooseClient(user, 'Café Zoë 日本');
    localStorage.setItem('token', 'tok');
    await user.upload(fileInput(), csv());
    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.requestUrl.pathname).toBe('/api/upload_vouchers');
    expect(request.requestUrl.searchParams.get('client_id')).toBe('4');
    // The rows without an expiry_date take the dialog's date, a year ahead by default: not the upload's moment.
    expect(request.requestUrl.searchParams.get('expiry_date')).toBe(
      dayjs().add(1, 'year').format('YYYY-MM-DD'),
    );
    expect(request.headers.Authorization).toBe('Bearer tok');
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((request.body as FormData).get('file') as File).name).toBe('codes.csv');

    expect(within(dialog()).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    act(() => request.progress(40, 100));
    expect(within(dialog()).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(dialog()).getByText('Uploading codes.csv… 40%')).toBeInTheDocument();
    const answer = {
      vouchers_created: 2,
      codes_created: 5,
      default_expiry_codes: 3,
      default_expiry_date: '2027-11-24T00:00:00.000Z',
    };
    act(() => request.respond(201, answer));
    expect(
      await within(dialog()).findByText(
        'Uploaded 2 vouchers with 5 codes; 3 codes without an expiry_date are valid until 2027-11-24',
      ),
    ).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(answer);
    // The dialog's notice says it too, for the screen behind once the dialog is closed.
    await waitFor(() =>
      expect(
        screen.getAllByText(
          'Uploaded 2 vouchers with 5 codes; 3 codes without an expiry_date are valid until 2027-11-24',
        ),
      ).toHaveLength(2),
    );
    expect(within(dialog()).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('asks for the validity of rows without one: a date field, a year ahead unless changed', async () => {
    const { user } = renderDialog({ initialClientId: 3 });
    expect(within(dialog()).getByText(/rows that have no expiry_date/)).toBeInTheDocument();
    // Whichever form the date field takes (look-alike or picker), it shows the date a year ahead.
    expectShownDate(dayjs().add(1, 'year').format('Do MMM, YYYY'));
    await user.upload(fileInput(), csv());
    act(() =>
      xhr.last().respond(201, {
        vouchers_created: 1,
        codes_created: 1,
        default_expiry_codes: 0,
        default_expiry_date: '2027-11-24T00:00:00.000Z',
      }),
    );
    expect(
      await within(dialog()).findByText('Uploaded 1 voucher with 1 code; every row had its own expiry_date'),
    ).toBeInTheDocument();
  });

  it('shows every bad row of a refused file: line, column and reason', async () => {
    const { onUploaded, user } = renderDialog({ initialClientId: 3 });
    await user.upload(fileInput(), csv());
    act(() =>
      xhr.last().respond(400, {
        errors: [
          { message: 'This field is Required', context: { key: 'file', line: 2, column: 'voucher_code' } },
          { message: 'Must be a number', context: { key: 'file', line: 3, column: 'cost' } },
          { message: 'Duplicate code', context: { key: 'file', line: 7, column: 'voucher_code' } },
        ],
      }),
    );
    const table = await within(dialog()).findByRole('table', { name: 'Rows with errors' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      )
      .slice(1);
    expect(rows).toEqual([
      ['2', 'voucher_code', 'This field is Required'],
      ['3', 'cost', 'Must be a number'],
      ['7', 'voucher_code', 'Duplicate code'],
    ]);
    expect(within(dialog()).getByText(/codes\.csv was not uploaded: fix 3 problems/)).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says how many problems a long report has when it lists only the first of them', async () => {
    const { user } = renderDialog({ initialClientId: 3 });
    await user.upload(fileInput(), csv());
    const listed = Array.from({ length: 100 }, (_, i) => ({
      message: 'Must be a number',
      context: { key: 'file', line: i + 2, column: 'cost' },
    }));
    act(() => xhr.last().respond(400, { errors: listed, error_count: 250 }));
    const table = await within(dialog()).findByRole('table', { name: 'Rows with errors' });
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(
      within(dialog()).getByText(
        'codes.csv was not uploaded: it has 250 problems; the first 100 are listed below. Fix them and upload it again.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's message for a file it finds too large (413)", async () => {
    const { user } = renderDialog({ initialClientId: 3 });
    await user.upload(fileInput(), csv());
    act(() => xhr.last().respond(413, { error: 'The file must be at most 20 MiB' }));
    expect(await within(dialog()).findByText('The file must be at most 20 MiB')).toBeInTheDocument();
  });

  it('cancels a running upload', async () => {
    const { onClose, user } = renderDialog({ initialClientId: 3 });
    await user.upload(fileInput(), csv());
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.last().aborted).toBe(true);
    await waitFor(() => expect(within(dialog()).getByText('Upload cancelled')).toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
