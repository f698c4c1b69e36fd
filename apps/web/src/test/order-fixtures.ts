import type { TOrder, TOrderDetail, TOrderHistoryEntry } from '@printhub/contract';

/** A complete order as the API answers it; override what a test is about. */
export function makeOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: 101,
    status: 'confirmed',
    order_type: 'print',
    assigned_user: null,
    assigned_user_name: null,
    user: 7,
    user_data: { first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com', mobile: '+91 98765 43210' },
    title: 'Thesis final',
    pdf_page_count: 42,
    copies: 2,
    options: { color: 'color', sides: 'double', paper_size: 'A4', binding: 'spiral' },
    amount: 1250.5,
    coupon_code: 'SAVE10',
    delivery_address: '12 MG Road, Bengaluru 560001',
    print_ref: 'pr_abc123',
    created_at: '2024-01-05T10:20:30.000Z',
    updated_at: '2024-01-05T10:20:30.000Z',
    ...overrides,
  };
}

export function makeHistoryEntry(overrides: Partial<TOrderHistoryEntry> = {}): TOrderHistoryEntry {
  return {
    id: 1,
    from_status: 'confirmed',
    to_status: 'assigned',
    from_assigned_user: null,
    to_assigned_user: 5,
    changed_by: 1,
    changed_by_name: 'Ada Admin',
    changed_at: '2024-01-05T11:00:00.000Z',
    ...overrides,
  };
}

export function makeOrderDetail(overrides: Partial<TOrderDetail> = {}): TOrderDetail {
  return { ...makeOrder(), history: [], ...overrides };
}
