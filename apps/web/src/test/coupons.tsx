import { screen, within } from '@testing-library/react';

import { couponsQueryOptions } from '@/features/coupons/api/get-coupons';
import { CouponsPage } from '@/features/coupons/components/coupons-page';
import { couponListQuery } from '@/features/coupons/list-state';

import { json, mockApi as mockRoutes, renderWithProviders, type ApiCall } from './render';

import type { TCoupon } from '@printhub/contract';
import type userEvent from '@testing-library/user-event';

/** The coupons screen's fixtures and queries, shared by its test files. */

export const coupon = (overrides: Partial<TCoupon> = {}): TCoupon => ({
  id: 1,
  name: 'Summer sale',
  code: 'SUMMER25',
  discount_percentage: 25,
  valid_from: '2024-06-01T00:00:00.000Z',
  valid_to: '2099-08-31T00:00:00.000Z',
  one_time_only: true,
  isfornew: true,
  usage_count: 3,
  ...overrides,
});

export const COUPONS: TCoupon[] = [
  coupon(),
  coupon({
    id: 2,
    name: 'Old offer',
    code: 'OLD10',
    discount_percentage: 10,
    valid_from: '2019-01-01T00:00:00.000Z',
    valid_to: '2020-01-31T00:00:00.000Z',
    one_time_only: false,
    isfornew: false,
    usage_count: 0,
  }),
];

export type Call = ApiCall;
export { json };

export const COUPONS_PATH = '/coupon_app/api/coupons/';

/** The API's page holding these coupons. */
export const couponPage = (coupons: TCoupon[], count = coupons.length) => ({
  count,
  next: null,
  previous: null,
  results: coupons,
});

/** The first page's query (10 rows, the default order, no filters). */
export const FIRST_PAGE_QUERY = couponListQuery({ page: 1, pageSize: 10, q: '' });

/** GET the list → `list()`; anything else → `answer`. Records each call with its JSON body. */
export function mockApi(
  answer: (call: Call) => Response = () => json({}, 500),
  list: () => Response = () => json(couponPage(COUPONS)),
) {
  return mockRoutes({ [`GET ${COUPONS_PATH}`]: () => list() }, answer).calls;
}

export const mutations = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');
export const listLoads = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === COUPONS_PATH);

/** With `cached`, the list is already loaded (no GET is needed to show it). */
export function renderPage({ cached = true, path = '/coupons' } = {}) {
  return renderWithProviders(<CouponsPage />, {
    path,
    cache: cached ? [[couponsQueryOptions(FIRST_PAGE_QUERY).queryKey, couponPage(COUPONS)]] : [],
  }).user;
}

export type User = ReturnType<typeof userEvent.setup>;

export const card = (code: string) => screen.getByRole('article', { name: code });
export const form = () => screen.getByRole('form');
export const nameField = () => within(form()).getByRole('textbox', { name: /^Name Of Coupon/ });
export const codeField = () => within(form()).getByRole('textbox', { name: /^Coupon Code/ });
export const discountField = () => within(form()).getByRole('spinbutton', { name: /^Discount %/ });
export const dateGroup = (label: 'From' | 'To') =>
  within(form()).getByRole('group', { name: new RegExp(`^${label}`) });

export async function typeDate(user: User, label: 'From' | 'To', day: string, month: string, year: string) {
  await user.click(within(dateGroup(label)).getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard(day);
  await user.keyboard(month);
  await user.keyboard(year);
}

export async function openMenu(user: User, code: string) {
  await user.click(within(card(code)).getByRole('button', { name: 'Coupon actions' }));
  return screen.getByRole('menu');
}

/** Finds a notice by its exact text, spaces included (the default matcher trims them). */
export const findExactText = (text: string) => screen.findByText(text, { normalizer: (value) => value });
