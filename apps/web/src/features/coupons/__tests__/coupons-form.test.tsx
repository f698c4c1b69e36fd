import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  codeField,
  coupon,
  COUPONS_PATH,
  dateGroup,
  discountField,
  findExactText,
  form,
  json,
  listLoads,
  mockApi,
  mutations,
  nameField,
  openMenu,
  renderPage,
  typeDate,
  type User,
} from '@/test/coupons';

const button = (name: string) => within(form()).getByRole('button', { name });
const radio = (name: string) => within(form()).getByRole('radio', { name });

async function fillNew(user: User) {
  await user.type(nameField(), 'Diwali offer');
  await user.type(codeField(), 'diwali10');
  await user.type(discountField(), '10');
  await typeDate(user, 'From', '01', '10', '2030');
  await typeDate(user, 'To', '15', '11', '2030');
}

describe('CouponsPage: the form', () => {
  it('has the fields, hints, radios and Submit', () => {
    mockApi();
    renderPage();
    expect(nameField()).toHaveAccessibleDescription('Not shown to users');
    expect(codeField()).toHaveAccessibleDescription('Must be all capitals; it is used as the reference');
    expect(discountField()).toHaveAccessibleDescription('Applied on the total order value');
    expect(dateGroup('From')).toBeInTheDocument();
    expect(dateGroup('To')).toBeInTheDocument();
    expect(within(form()).getByRole('group', { name: 'Validity' })).toBeInTheDocument();
    expect(
      within(form())
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['One-time use', 'Multi-time use', 'Only for New Users', 'For ALL Users']);
    // A new coupon: multi-time, for all users.
    expect(radio('Multi-time use')).toBeChecked();
    expect(radio('For ALL Users')).toBeChecked();
    expect(within(form()).getAllByRole('button', { name: /^(Submit|Update|Cancel)$/ })).toHaveLength(1);
    expect(button('Submit')).toBeInTheDocument();
  });

  it("says 'Please enter the values correctly' and sends nothing while a required value is empty", async () => {
    const calls = mockApi();
    const user = renderPage();
    await user.click(button('Submit'));
    expect(await findExactText('Please enter the values correctly')).toBeInTheDocument();

    // Everything but the end date.
    await user.type(nameField(), 'Diwali offer');
    await user.type(codeField(), 'DIWALI10');
    await user.type(discountField(), '10');
    await typeDate(user, 'From', '01', '10', '2030');
    await user.click(button('Submit'));
    // A second notice of its own.
    expect(await screen.findAllByText('Please enter the values correctly')).toHaveLength(2);
    expect(mutations(calls)).toHaveLength(0);
  });

  it('counts a name of only spaces as empty', async () => {
    const calls = mockApi();
    const user = renderPage();
    await fillNew(user);
    await user.clear(nameField());
    await user.type(nameField(), '   ');
    await user.click(button('Submit'));
    expect(await findExactText('Please enter the values correctly')).toBeInTheDocument();
    expect(mutations(calls)).toHaveLength(0);
  });

  it('posts the values with the dates at T00:00, the code as typed and usage_count 0, then clears the form', async () => {
    const calls = mockApi((call) =>
      json(coupon({ id: 9, code: 'DIWALI10' }), call.method === 'POST' ? 201 : 500),
    );
    const user = renderPage();
    await fillNew(user);
    await user.click(radio('One-time use'));
    await user.click(radio('Only for New Users'));
    await user.click(button('Submit'));
    expect(await findExactText('Coupon Created')).toBeInTheDocument();
    expect(mutations(calls)).toHaveLength(1);
    const post = mutations(calls)[0]!;
    expect(`${post.method} ${post.url.pathname}`).toBe(`POST ${COUPONS_PATH}`);
    expect(post.body).toEqual({
      name: 'Diwali offer',
      code: 'diwali10',
      discount_percentage: 10,
      valid_from: '2030-10-01T00:00',
      valid_to: '2030-11-15T00:00',
      one_time_only: true,
      isfornew: true,
      usage_count: 0,
    });
    await waitFor(() => expect(nameField()).toHaveValue(''));
    expect(codeField()).toHaveValue('');
    expect(radio('Multi-time use')).toBeChecked();
    await waitFor(() => expect(listLoads(calls)).toHaveLength(1));
  });

  it("leaves range, capitals and date order to the server, and shows its field errors and 'Error Occured while creating coupon '", async () => {
    const calls = mockApi(() =>
      json(
        {
          errors: [
            { message: 'The code DIWALI10 is already used by another coupon', context: { key: 'code' } },
            { message: 'Must be between 1 and 100', context: { key: 'discount_percentage' } },
            { message: 'The end date must not be before the start date', context: { key: 'valid_to' } },
          ],
        },
        400,
      ),
    );
    const user = renderPage();
    await user.type(nameField(), 'Diwali offer');
    await user.type(codeField(), 'diwali10');
    await user.type(discountField(), '500');
    await typeDate(user, 'From', '15', '11', '2030');
    await typeDate(user, 'To', '01', '10', '2030');
    await user.click(button('Submit'));
    expect(await findExactText('Error Occured while creating coupon ')).toBeInTheDocument();
    expect(mutations(calls)).toHaveLength(1);
    expect(mutations(calls)[0]!.body).toMatchObject({
      discount_percentage: 500,
      valid_from: '2030-11-15T00:00',
      valid_to: '2030-10-01T00:00',
    });
    expect(codeField()).toHaveAccessibleDescription('The code DIWALI10 is already used by another coupon');
    expect(codeField()).toBeInvalid();
    expect(discountField()).toHaveAccessibleDescription('Must be between 1 and 100');
    expect(within(form()).getByText('The end date must not be before the start date')).toBeInTheDocument();
    // The form keeps what was typed.
    expect(nameField()).toHaveValue('Diwali offer');
  });
});

describe('CouponsPage: Edit', () => {
  it('puts the coupon into the form with Update and Cancel; Cancel clears it', async () => {
    mockApi();
    const user = renderPage();
    await user.click(within(await openMenu(user, 'SUMMER25')).getByRole('menuitem', { name: 'Edit' }));
    expect(nameField()).toHaveValue('Summer sale');
    expect(codeField()).toHaveValue('SUMMER25');
    expect(discountField()).toHaveValue(25);
    expect(dateGroup('From')).toHaveTextContent('1st Jun, 2024');
    expect(dateGroup('To')).toHaveTextContent('31st Aug, 2099');
    expect(radio('One-time use')).toBeChecked();
    expect(radio('Only for New Users')).toBeChecked();
    expect(button('Update')).toBeInTheDocument();
    expect(within(form()).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.click(button('Cancel'));
    expect(nameField()).toHaveValue('');
    expect(codeField()).toHaveValue('');
    expect(discountField()).toHaveValue(null);
    expect(radio('Multi-time use')).toBeChecked();
    expect(button('Submit')).toBeInTheDocument();
    expect(within(form()).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it("puts the edited coupon with PUT …/{id}/ and says 'Coupon Updated'", async () => {
    const calls = mockApi((call) =>
      call.method === 'PUT' ? json(coupon({ name: 'Monsoon sale' })) : json({}, 500),
    );
    const user = renderPage();
    await user.click(within(await openMenu(user, 'OLD10')).getByRole('menuitem', { name: 'Edit' }));
    await user.clear(nameField());
    await user.type(nameField(), 'Older offer');
    await user.click(radio('Only for New Users'));
    await user.click(button('Update'));
    expect(await findExactText('Coupon Updated')).toBeInTheDocument();
    const put = mutations(calls)[0]!;
    expect(`${put.method} ${put.url.pathname}`).toBe(`PUT ${COUPONS_PATH}2/`);
    expect(put.body).toEqual({
      name: 'Older offer',
      code: 'OLD10',
      discount_percentage: 10,
      valid_from: '2019-01-01T00:00',
      valid_to: '2020-01-31T00:00',
      one_time_only: false,
      isfornew: true,
      usage_count: 0,
    });
    // Back to a new coupon.
    await waitFor(() => expect(button('Submit')).toBeInTheDocument());
    expect(nameField()).toHaveValue('');
  });

  it("says 'Error Occured while creating coupon ' when the update fails, and stays in edit mode", async () => {
    mockApi(() => json({ error: 'Database unavailable' }, 503));
    const user = renderPage();
    await user.click(within(await openMenu(user, 'SUMMER25')).getByRole('menuitem', { name: 'Edit' }));
    await user.click(button('Update'));
    expect(await findExactText('Error Occured while creating coupon ')).toBeInTheDocument();
    expect(screen.queryByText('Coupon Updated')).not.toBeInTheDocument();
    expect(button('Update')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Summer sale');
  });
});
