import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { CLIENTS, VOUCHERS, voucherInfo } from '@/test/fixtures/voucher';
import { renderWithProviders } from '@/test/render';

import { voucherImageQueryOptions } from '../api/get-voucher-image';
import { VoucherFormDialog } from '../components/voucher-form-dialog';

import type { TVoucherInfo } from '@printhub/contract';
import type userEvent from '@testing-library/user-event';

beforeAll(() => {
  // jsdom has no object URLs; the previews need one.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function renderDialog(info: TVoucherInfo | null = null, onSubmit = vi.fn().mockResolvedValue(VOUCHERS[0])) {
  const onClose = vi.fn();
  const { user } = renderWithProviders(
    <VoucherFormDialog info={info} clients={CLIENTS} onClose={onClose} onSubmit={onSubmit} />,
    {
      cache: [[voucherImageQueryOptions('/api/vouchers/13/image').queryKey, new Blob(['png'])]],
      // applyAccept off: the test chooses files the picker would hide, as a user can ("All files").
      user: { applyAccept: false },
    },
  );
  return { onSubmit, onClose, user };
}

type User = ReturnType<typeof userEvent.setup>;
const dialog = () => screen.getByRole('dialog', { name: 'Voucher Information' });
const inDialog = () => within(dialog());
const codeInputs = () => inDialog().queryAllByRole('textbox', { name: /^Voucher Code/ });
const addVoucher = () => inDialog().getByRole('button', { name: 'Add-voucher' });
const removeButtons = () => inDialog().queryAllByRole('button', { name: /^Remove voucher code/ });
const submit = () => inDialog().getByRole('button', { name: /^(Create|Update) Voucher$/ });
const imageInput = () => inDialog().getByLabelText('Voucher image file');

async function typeValidity(user: User, day: string, month: string, year: string) {
  const group = inDialog().getByRole('group', { name: /^Validity/ });
  await user.click(within(group).getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard(day);
  await user.keyboard(month);
  await user.keyboard(year);
}

async function fillCommon(user: User) {
  await user.click(inDialog().getByRole('combobox', { name: /^Client/ }));
  await user.click(screen.getByRole('option', { name: 'Acme Prints' }));
  await user.type(inDialog().getByRole('textbox', { name: /^Voucher Details/ }), 'Free coffee');
  await typeValidity(user, '15', '6', '2099');
  await user.type(inDialog().getByRole('spinbutton', { name: /^Voucher Cost/ }), '20');
}

describe('VoucherFormDialog: create', () => {
  it("starts as a Single voucher with one code input, 'Add-voucher' disabled, and 'Create Voucher'", () => {
    renderDialog();
    expect(inDialog().getByRole('radiogroup', { name: 'Voucher Type' })).toBeInTheDocument();
    expect(inDialog().getByRole('radio', { name: 'Single' })).toBeChecked();
    expect(codeInputs()).toHaveLength(1);
    expect(codeInputs()[0]).toHaveAccessibleName(/^Voucher Code/);
    expect(addVoucher()).toBeDisabled();
    expect(removeButtons()).toHaveLength(0);
    expect(submit()).toHaveTextContent('Create Voucher');
  });

  it('lists codes in Multiple mode: Add-voucher adds a row, a row can go only while more than one remain', async () => {
    const { user } = renderDialog();
    await user.click(inDialog().getByRole('radio', { name: 'Multiple' }));
    expect(addVoucher()).toBeEnabled();
    expect(removeButtons()).toHaveLength(1);
    expect(removeButtons()[0]).toBeDisabled();
    await user.type(codeInputs()[0]!, 'A1');
    await user.click(addVoucher());
    await user.type(codeInputs()[1]!, 'A2');
    await user.click(addVoucher());
    await user.type(codeInputs()[2]!, 'A3');
    expect(codeInputs()).toHaveLength(3);
    expect(codeInputs()[2]).toHaveAccessibleName(/^Voucher Code 3/);
    expect(removeButtons().every((button) => !(button as HTMLButtonElement).disabled)).toBe(true);
    await user.click(inDialog().getByRole('button', { name: 'Remove voucher code 2' }));
    expect(codeInputs().map((input) => (input as HTMLInputElement).value)).toEqual(['A1', 'A3']);
    await user.click(inDialog().getByRole('button', { name: 'Remove voucher code 1' }));
    expect(codeInputs().map((input) => (input as HTMLInputElement).value)).toEqual(['A3']);
    expect(inDialog().getByRole('button', { name: 'Remove voucher code 1' })).toBeDisabled();
  });

  it('keeps only the first code when going back to Single', async () => {
    const { user } = renderDialog();
    await user.click(inDialog().getByRole('radio', { name: 'Multiple' }));
    await user.type(codeInputs()[0]!, 'A1');
    await user.click(addVoucher());
    await user.type(codeInputs()[1]!, 'A2');
    await user.click(inDialog().getByRole('radio', { name: 'Single' }));
    expect(codeInputs().map((input) => (input as HTMLInputElement).value)).toEqual(['A1']);
    expect(addVoucher()).toBeDisabled();
  });

  it('shows the required messages and sends nothing', async () => {
    const { onSubmit, user } = renderDialog();
    await user.click(submit());
    await waitFor(() =>
      expect(inDialog().getByRole('textbox', { name: /^Voucher Details/ })).toHaveAccessibleDescription(
        'This field is Required',
      ),
    );
    expect(inDialog().getByRole('spinbutton', { name: /^Voucher Cost/ })).toHaveAccessibleDescription(
      'This field is Required',
    );
    expect(codeInputs()[0]).toHaveAccessibleDescription('This field is Required');
    // Client, Voucher Details, Validity, Voucher Cost and the code.
    expect(inDialog().getAllByText('This field is Required')).toHaveLength(5);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a validity before today', async () => {
    const { onSubmit, user } = renderDialog();
    await fillCommon(user);
    await typeValidity(user, '15', '6', '2020');
    await user.type(codeInputs()[0]!, 'C1');
    await user.click(submit());
    expect(await inDialog().findByText('Date should not be before minimal date')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses the same code twice', async () => {
    const { onSubmit, user } = renderDialog();
    await fillCommon(user);
    await user.click(inDialog().getByRole('radio', { name: 'Multiple' }));
    await user.type(codeInputs()[0]!, 'SAME');
    await user.click(addVoucher());
    await user.type(codeInputs()[1]!, 'SAME');
    await user.click(submit());
    await waitFor(() => expect(codeInputs()[1]).toHaveAccessibleDescription('Duplicate code'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the checked values (validity as YYYY-MM-DD) and the image as base64, then closes', async () => {
    const { onSubmit, onClose, user } = renderDialog();
    await fillCommon(user);
    await user.click(inDialog().getByRole('radio', { name: 'Multiple' }));
    await user.type(codeInputs()[0]!, 'C1');
    await user.click(addVoucher());
    await user.type(codeInputs()[1]!, 'C2');
    await user.upload(imageInput(), new File(['png-bytes'], 'logo.png', { type: 'image/png' }));
    await user.click(submit());
    // The image is read (FileReader) before the values are sent.
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(
      {
        client: 1,
        voucher_detail: 'Free coffee',
        expiry_date: '2099-06-15',
        cost: 20,
        voucher_type: 'multiple',
        vouchers: [{ voucher_code: 'C1' }, { voucher_code: 'C2' }],
      },
      btoa('png-bytes'),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('accepts only .png images, with a preview and a delete button', async () => {
    const { user } = renderDialog();
    await user.upload(imageInput(), new File(['jpg'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(inDialog().getByText('Only .png images are accepted')).toBeInTheDocument();
    expect(inDialog().queryByText('photo.jpg')).not.toBeInTheDocument();
    const tooBig = new File(['png'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(tooBig, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(imageInput(), tooBig);
    expect(inDialog().getByText('The image must be at most 5 MiB')).toBeInTheDocument();
    await user.upload(imageInput(), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(inDialog().getByText('logo.png')).toBeInTheDocument();
    expect(inDialog().getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
    expect(inDialog().queryByText('Only .png images are accepted')).not.toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Remove the chosen image' }));
    expect(inDialog().queryByText('logo.png')).not.toBeInTheDocument();
    expect(inDialog().queryByRole('img', { name: 'Preview of the chosen image' })).not.toBeInTheDocument();
  });

  it("shows the server's messages on their fields, and no banner as well, when the save is refused", async () => {
    const error = new ApiError(400, 'Duplicate code', {
      'vouchers.0.voucher_code': 'This code already exists',
    });
    const { onClose, user } = renderDialog(null, vi.fn().mockRejectedValue(error));
    await fillCommon(user);
    await user.type(codeInputs()[0]!, 'TAKEN');
    await user.click(submit());
    await waitFor(() => expect(codeInputs()[0]).toHaveAccessibleDescription('This code already exists'));
    expect(inDialog().queryByText('Something went wrong — please try again!')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    ['a too large upload (413)', new ApiError(413, 'The image is too large')],
    ['an image refused (400)', new ApiError(400, 'Invalid', { image: 'The image is too large' })],
  ])('shows %s under the image, and no banner as well', async (_, error) => {
    const { user } = renderDialog(null, vi.fn().mockRejectedValue(error));
    await fillCommon(user);
    await user.type(codeInputs()[0]!, 'NEW1');
    await user.click(submit());
    expect(await inDialog().findByText('The image is too large')).toBeInTheDocument();
    expect(inDialog().queryByText('Something went wrong — please try again!')).not.toBeInTheDocument();
  });
});

describe('VoucherFormDialog: edit', () => {
  it("is prefilled, reads 'Update Voucher', and takes its type from is_single (no radio)", () => {
    renderDialog(VOUCHERS[0]!);
    expect(inDialog().queryByRole('radiogroup', { name: 'Voucher Type' })).not.toBeInTheDocument();
    expect(inDialog().getByText('Voucher Type: Multiple')).toBeInTheDocument();
    expect(inDialog().getByRole('combobox', { name: /^Client/ })).toHaveTextContent('Acme Prints');
    expect(inDialog().getByRole('textbox', { name: /^Voucher Details/ })).toHaveValue('Free coffee');
    expect(inDialog().getByRole('spinbutton', { name: /^Voucher Cost/ })).toHaveValue(20);
    expect(inDialog().getByRole('group', { name: /^Validity/ })).toHaveTextContent('31st Dec, 2099');
    expect(codeInputs().map((input) => (input as HTMLInputElement).value)).toEqual(['AC1', 'AC2']);
    expect(submit()).toHaveTextContent('Update Voucher');
  });

  it('keeps a bought code: it can be neither changed nor removed', () => {
    renderDialog(VOUCHERS[0]!);
    expect(codeInputs()[1]).toBeDisabled();
    expect(codeInputs()[1]).toHaveAccessibleDescription('Bought by a user: it cannot be changed or removed');
    expect(inDialog().getByRole('button', { name: 'Remove voucher code 2' })).toBeDisabled();
    expect(inDialog().getByRole('button', { name: 'Remove voucher code 1' })).toBeEnabled();
  });

  it('edits a single voucher with one code input and Add-voucher disabled, showing its stored image', () => {
    renderDialog(VOUCHERS[1]!);
    expect(inDialog().getByText('Voucher Type: Single')).toBeInTheDocument();
    expect(codeInputs()).toHaveLength(1);
    expect(codeInputs()[0]).toHaveValue('ACME-X');
    expect(addVoucher()).toBeDisabled();
    expect(inDialog().getByRole('img', { name: 'Current image' })).toBeInTheDocument();
  });

  it('sends no image unless a new one is chosen', async () => {
    const { onSubmit, user } = renderDialog(
      voucherInfo({ is_single: true, vouchers: VOUCHERS[1]!.vouchers }),
    );
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ voucher_type: 'single' }), null),
    );
  });
});
