import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { qr } from '@/test/fixtures/qr';
import { renderWithProviders } from '@/test/render';

import { qrImageQueryOptions } from '../api/get-qr-image';
import { QrFormDialog } from '../components/qr-form-dialog';

import type { TQrCode } from '@printhub/contract';
import type userEvent from '@testing-library/user-event';

beforeAll(() => {
  // jsdom has no object URLs; the previews need one.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const SAVED = qr({ id: 9, code: '456' });

function renderDialog(edit: TQrCode | null = null, onSubmit = vi.fn().mockResolvedValue(SAVED)) {
  const onClose = vi.fn();
  const { user } = renderWithProviders(<QrFormDialog qr={edit} onClose={onClose} onSubmit={onSubmit} />, {
    cache: [[qrImageQueryOptions(3).queryKey, new Blob(['png'], { type: 'image/png' })]],
    // applyAccept off: the test chooses files the picker would hide, as a user can ("All files").
    user: { applyAccept: false },
  });
  return { onSubmit, onClose, user };
}

type User = ReturnType<typeof userEvent.setup>;
const dialog = () => screen.getByRole('dialog');
const valueField = () => within(dialog()).getByRole('spinbutton', { name: /^QR code value/ });
const companyField = () => within(dialog()).getByRole('textbox', { name: /^Company Name/ });
const maxField = () => within(dialog()).getByRole('spinbutton', { name: /^Max Redemptions/ });
const urlField = () => within(dialog()).queryByRole('textbox', { name: /^Redirection URL/ });
const fileInput = () => within(dialog()).getByLabelText('Choose .png image');
const submitButton = () => within(dialog()).getByRole('button', { name: /^(Generate|Save)$/ });
const png = (name = 'logo.png') => new File(['png'], name, { type: 'image/png' });

async function typeValidity(user: User, day: string, month: string, year: string) {
  const group = within(dialog()).getByRole('group', { name: /^Validity/ });
  await user.click(within(group).getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard(day);
  await user.keyboard(month);
  await user.keyboard(year);
}

async function fillValid(user: User) {
  await typeValidity(user, '15', '6', '2099');
  await user.type(valueField(), '50');
  await user.type(companyField(), 'Acme Prints');
}

describe('QrFormDialog: generate', () => {
  it("is titled 'Generate QR' and starts in URL mode", () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Generate QR' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('radio', { name: 'URL' })).toBeChecked();
    expect(urlField()).toBeInTheDocument();
  });

  it('shows the required messages and sends nothing', async () => {
    const { onSubmit, user } = renderDialog();
    await user.click(submitButton());
    await waitFor(() => expect(valueField()).toHaveAccessibleDescription('This field is Required'));
    await waitFor(() => expect(companyField()).toHaveAccessibleDescription('This field is Required'));
    await waitFor(() => expect(urlField()).toHaveAccessibleDescription('This field is Required'));
    // The validity's message too: four in all.
    expect(within(dialog()).getAllByText('This field is Required')).toHaveLength(4);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a date typed after a failed submit', async () => {
    const { onSubmit, user } = renderDialog();
    await user.click(submitButton());
    await fillValid(user);
    const group = within(dialog()).getByRole('group', { name: /^Validity/ });
    expect(group).toHaveTextContent('15th Jun, 2099');
    await user.type(urlField()!, 'https://example.com');
    await user.click(submitButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ validity: '2099-06-15' })),
    );
  });

  it('refuses a validity before today', async () => {
    const { onSubmit, user } = renderDialog();
    await typeValidity(user, '15', '6', '2020');
    await user.type(valueField(), '50');
    await user.type(companyField(), 'Acme');
    await user.type(urlField()!, 'https://example.com');
    await user.click(submitButton());
    expect(await within(dialog()).findByText('Date should not be before minimal date')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a URL that is not http(s) with the contract's message", async () => {
    const { onSubmit, user } = renderDialog();
    await fillValid(user);
    await user.type(urlField()!, 'javascript:alert(1)');
    await user.click(submitButton());
    await waitFor(() =>
      expect(urlField()).toHaveAccessibleDescription('Enter a full http:// or https:// address'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the checked values (validity as YYYY-MM-DD) and closes', async () => {
    const { onSubmit, onClose, user } = renderDialog();
    await fillValid(user);
    await user.type(within(dialog()).getByRole('textbox', { name: /^Qr Code/ }), 'SUMMER');
    await user.type(urlField()!, 'https://example.com/offer');
    await user.click(submitButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        code: 'SUMMER',
        value: 50,
        company: 'Acme Prints',
        validity: '2099-06-15',
        redirection_type: 'redirect-url',
        redirection_url: 'https://example.com/offer',
        has_image: false,
        image: null,
        max_redemptions: null,
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('sends an optional Max Redemptions as a whole number', async () => {
    const { onSubmit, user } = renderDialog();
    await fillValid(user);
    await user.type(urlField()!, 'https://example.com/offer');
    await user.type(maxField(), '2');
    await user.click(submitButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ max_redemptions: 2 })),
    );
  });

  it.each([
    ['0', 'Must be 1 or more'],
    ['2.5', 'Must be a whole number'],
  ])('refuses Max Redemptions %s with the contract’s message', async (typed, message) => {
    const { onSubmit, user } = renderDialog();
    await fillValid(user);
    await user.type(urlField()!, 'https://example.com/offer');
    await user.type(maxField(), typed);
    await user.click(submitButton());
    await waitFor(() => expect(maxField()).toHaveAccessibleDescription(message));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts only .png images', async () => {
    const { user } = renderDialog();
    await user.click(within(dialog()).getByRole('radio', { name: 'Image' }));
    expect(urlField()).not.toBeInTheDocument();
    await user.upload(fileInput(), new File(['jpg'], 'photo.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(fileInput()).toHaveAccessibleDescription('Only .png images are accepted'));
    expect(within(dialog()).queryByText('photo.jpg')).not.toBeInTheDocument();
    await user.upload(fileInput(), new File(['jpg'], 'renamed.png', { type: 'image/jpeg' }));
    expect(within(dialog()).queryByText('renamed.png')).not.toBeInTheDocument();
    await user.upload(fileInput(), png());
    expect(within(dialog()).getByText('logo.png')).toBeInTheDocument();
    expect(within(dialog()).getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
    expect(fileInput()).not.toHaveAccessibleDescription('Only .png images are accepted');
  });

  it('sends the chosen image in image mode', async () => {
    const { onSubmit, user } = renderDialog();
    await fillValid(user);
    await user.click(within(dialog()).getByRole('radio', { name: 'Image' }));
    await user.click(submitButton());
    await waitFor(() => expect(fileInput()).toHaveAccessibleDescription('Choose a .png image'));
    expect(onSubmit).not.toHaveBeenCalled();
    const image = png();
    await user.upload(fileInput(), image);
    await user.click(submitButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          redirection_type: 'redirect-img',
          redirection_url: '',
          has_image: true,
          image,
        }),
      ),
    );
  });

  it('clears the chosen image when URL is chosen', async () => {
    const { onSubmit, user } = renderDialog();
    await fillValid(user);
    await user.click(within(dialog()).getByRole('radio', { name: 'Image' }));
    await user.upload(fileInput(), png());
    expect(within(dialog()).getByText('logo.png')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('radio', { name: 'URL' }));
    await user.click(within(dialog()).getByRole('radio', { name: 'Image' }));
    expect(within(dialog()).queryByText('logo.png')).not.toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(fileInput()).toHaveAccessibleDescription('Choose a .png image'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('QrFormDialog: server answers', () => {
  it('puts 400 field errors on their fields, and shows no banner as well', async () => {
    const error = new ApiError(400, 'Must be at most 200 characters', {
      company: 'Must be at most 200 characters',
      validity: 'Date should not be before minimal date',
    });
    const { onClose, user } = renderDialog(null, vi.fn().mockRejectedValue(error));
    await fillValid(user);
    await user.type(urlField()!, 'https://example.com');
    await user.click(submitButton());
    await waitFor(() => expect(companyField()).toHaveAccessibleDescription('Must be at most 200 characters'));
    expect(within(dialog()).getByText('Date should not be before minimal date')).toBeInTheDocument();
    expect(within(dialog()).queryByText('Something went wrong — please try again!')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a taken code (409) on the Qr Code field, the one place it shows', async () => {
    const error = new ApiError(409, 'The QR code 123 is already taken');
    const { user } = renderDialog(null, vi.fn().mockRejectedValue(error));
    await fillValid(user);
    await user.type(urlField()!, 'https://example.com');
    await user.click(submitButton());
    expect(await within(dialog()).findByRole('textbox', { name: /^Qr Code/ })).toHaveAccessibleDescription(
      'The QR code 123 is already taken',
    );
    // Shown once: under the field, with no banner as well.
    expect(within(dialog()).queryByText('Something went wrong — please try again!')).not.toBeInTheDocument();
  });

  it('shows the banner for any other failure', async () => {
    const { user } = renderDialog(null, vi.fn().mockRejectedValue(new ApiError(500, 'Internal error')));
    await fillValid(user);
    await user.type(urlField()!, 'https://example.com');
    await user.click(submitButton());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Something went wrong — please try again!',
    );
  });
});

describe('QrFormDialog: edit', () => {
  it("is titled 'Edit QR' and prefilled from the QR code", () => {
    renderDialog(qr());
    expect(screen.getByRole('dialog', { name: 'Edit QR' })).toBeInTheDocument();
    expect(valueField()).toHaveValue(50);
    expect(companyField()).toHaveValue('Acme Prints');
    expect(within(dialog()).getByRole('textbox', { name: /^Qr Code/ })).toHaveValue('123');
    expect(within(dialog()).getByRole('group', { name: /^Validity/ })).toHaveTextContent('31st Dec, 2099');
    expect(urlField()).toHaveValue('https://example.com/offer');
    expect(maxField()).toHaveValue(null);
  });

  it('shows the stored Max Redemptions, and sends none (no cap) once it is cleared', async () => {
    const { onSubmit, user } = renderDialog(qr({ max_redemptions: 4 }));
    expect(maxField()).toHaveValue(4);
    await user.clear(maxField());
    await user.click(submitButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ max_redemptions: null })),
    );
  });

  it('opens a QR code with an image and no URL in image mode, and keeps the image', async () => {
    const imageOnly = qr({ id: 3, code: '777', redirection_url: '', image: '/api/qr-codes/3/image' });
    const { onSubmit, user } = renderDialog(imageOnly);
    expect(within(dialog()).getByRole('radio', { name: 'Image' })).toBeChecked();
    expect(urlField()).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('img', { name: 'Current image' })).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          code: '777',
          redirection_type: 'redirect-img',
          has_image: true,
          image: null,
        }),
      ),
    );
  });
});
