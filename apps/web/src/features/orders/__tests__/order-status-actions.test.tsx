import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { setupUser, renderWithProviders } from '@/test/render';

import { OrderStatusActions, type OrderStatusActionsProps } from '../components/order-status-actions';

const STAFF = [
  { id: 5, full_name: 'Sam Staff', email: 'sam@example.com' },
  { id: 6, full_name: 'Tara Staff', email: 'tara@example.com' },
];

function setup(props: Partial<OrderStatusActionsProps>) {
  const onChangeStatus = vi.fn();
  const onAssign = vi.fn();
  renderWithProviders(
    <OrderStatusActions
      orderId={101}
      isSuperuser={false}
      status="assigned"
      assignedUser={5}
      onChangeStatus={onChangeStatus}
      onAssign={onAssign}
      {...props}
    />,
  );
  return { onChangeStatus, onAssign, user: setupUser() };
}

describe('OrderStatusActions for staff', () => {
  it('offers only the next step, as a "Mark as …" button, and no assignment', () => {
    setup({ status: 'assigned' });
    const buttons = screen.getAllByRole('button', { name: /^Mark as / });
    expect(buttons.map((button) => button.textContent)).toEqual(['Mark as Out For Delivery']);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
  });

  it('offers "Mark as Delivered" when out for delivery, and nothing once delivered', () => {
    setup({ status: 'out-for-delivery' });
    expect(screen.getByRole('button', { name: 'Mark as Delivered' })).toBeInTheDocument();
  });

  it('offers nothing once delivered', () => {
    setup({ status: 'delivered' });
    expect(screen.queryByRole('button', { name: /^Mark as / })).not.toBeInTheDocument();
  });

  it('asks for confirmation before changing the status', async () => {
    const { user, onChangeStatus } = setup({ status: 'out-for-delivery' });
    await user.click(screen.getByRole('button', { name: 'Mark as Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status?' });
    expect(dialog).toHaveTextContent('Move order #101 from Out For Delivery to Delivered?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(onChangeStatus).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Mark as Delivered' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(onChangeStatus).toHaveBeenCalledWith('delivered');
  });
});

describe('OrderStatusActions for a super admin', () => {
  it('offers any other status in a select, and no "Mark as" buttons', async () => {
    const { user } = setup({ isSuperuser: true, status: 'assigned', staffUsers: STAFF });
    expect(screen.queryByRole('button', { name: /^Mark as / })).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveTextContent('Choose a status');
    expect(screen.getByRole('button', { name: 'Update status' })).toBeDisabled();
    await user.click(select);
    const listbox = screen.getByRole('listbox', { name: 'Status' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'Confirmed', 'Out For Delivery', 'Delivered']);
  });

  it('confirms, then sets the chosen status', async () => {
    const { user, onChangeStatus } = setup({ isSuperuser: true, status: 'assigned', staffUsers: STAFF });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Confirmed' }));
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Move order #101 from Assigned to Confirmed?',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onChangeStatus).toHaveBeenCalledWith('confirmed');
  });

  it('assigns a staff user from the list; the current one is preselected', async () => {
    const { user, onAssign } = setup({
      isSuperuser: true,
      status: 'assigned',
      assignedUser: 5,
      staffUsers: STAFF,
    });
    const select = screen.getByRole('combobox', { name: 'Assigned staff' });
    expect(select).toHaveTextContent('Sam Staff');
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Tara Staff' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(onAssign).toHaveBeenCalledWith(6);
  });

  it('offers the current assignee even when missing from the staff list', async () => {
    const { user } = setup({
      isSuperuser: true,
      assignedUser: 9,
      assignedUserName: 'Old Staff',
      staffUsers: STAFF,
    });
    expect(screen.getByRole('combobox', { name: 'Assigned staff' })).toHaveTextContent('Old Staff');
    await user.click(screen.getByRole('combobox', { name: 'Assigned staff' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a staff user',
      'Old Staff',
      'Sam Staff',
      'Tara Staff',
    ]);
  });

  it('shows the server field errors under the matching select', () => {
    setup({
      isSuperuser: true,
      status: 'assigned',
      staffUsers: STAFF,
      errors: { status: 'An assigned staff user is required' },
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription(
      'An assigned staff user is required',
    );
  });
});
