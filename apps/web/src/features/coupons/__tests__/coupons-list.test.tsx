import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  card,
  coupon,
  couponPage,
  COUPONS,
  COUPONS_PATH,
  findExactText,
  form,
  json,
  listLoads,
  mockApi,
  mutations,
  nameField,
  openMenu,
  renderPage,
} from '@/test/coupons';
import { renderWithProviders } from '@/test/render';

import { CouponCard } from '../components/coupon-card';

const texts = (element: HTMLElement) =>
  within(element)
    .getAllByText(/./)
    .map((node) => node.textContent);

describe('CouponsPage: the list', () => {
  it("is headed 'My Coupons' and shows each card's code, name, percentage, dates, use and rules", () => {
    mockApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Coupons' })).toBeInTheDocument();
    const summer = card('SUMMER25');
    expect(texts(summer)).toEqual([
      'SUMMER25',
      'Summer sale',
      '25%',
      'From: 2024-06-01',
      'To: 2099-08-31',
      'used count: 3',
      'new users',
      'one time',
    ]);
    const old = card('OLD10');
    expect(texts(old)).toEqual([
      'EXPIRED',
      'OLD10',
      'Old offer',
      '10%',
      'From: 2019-01-01',
      'To: 2020-01-31',
      'used count: 0',
      'all users',
      'multi-time',
    ]);
  });

  it('shows EXPIRED only once valid_to is earlier than now', () => {
    const now = Date.now();
    const iso = (offset: number) => new Date(now + offset).toISOString();
    renderWithProviders(
      <>
        <CouponCard
          coupon={coupon({ id: 1, code: 'JUSTGONE', valid_to: iso(-60_000) })}
          onEdit={vi.fn()}
          onDelete={vi.fn()}
        />
        <CouponCard
          coupon={coupon({ id: 2, code: 'STILLON', valid_to: iso(60 * 60_000) })}
          onEdit={vi.fn()}
          onDelete={vi.fn()}
        />
      </>,
    );
    expect(within(card('JUSTGONE')).getByText('EXPIRED')).toBeInTheDocument();
    expect(within(card('STILLON')).queryByText('EXPIRED')).not.toBeInTheDocument();
  });

  it("reads 'No coupons yet' when there are none", async () => {
    mockApi(undefined, () => json(couponPage([])));
    renderPage({ cached: false });
    expect(await screen.findByText('No coupons yet')).toBeInTheDocument();
  });

  it("shows 'Error Occured while getting coupons' when the list fails, and Retry loads it", async () => {
    let fail = true;
    const calls = mockApi(undefined, () =>
      fail ? json({ error: 'Database unavailable' }, 503) : json(couponPage([coupon()])),
    );
    const user = renderPage({ cached: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error Occured while getting coupons/);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'SUMMER25' })).toBeInTheDocument();
    expect(listLoads(calls)).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('CouponsPage: Delete', () => {
  it('asks with the coupon name, Cancel and Yes, Delete; Cancel deletes nothing', async () => {
    const calls = mockApi();
    const user = renderPage();
    const menu = await openMenu(user, 'SUMMER25');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Do you want to delete this Coupon :' });
    expect(dialog).toHaveAccessibleDescription('Summer sale');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Yes, Delete']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mutations(calls)).toHaveLength(0);
  });

  it("deletes with DELETE …/{id}/, says 'Coupon Deleted' and reloads the list", async () => {
    const calls = mockApi((call) => (call.method === 'DELETE' ? json(undefined, 204) : json({}, 500)));
    const user = renderPage();
    await user.click(within(await openMenu(user, 'OLD10')).getByRole('menuitem', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await findExactText('Coupon Deleted')).toBeInTheDocument();
    expect(mutations(calls).map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      `DELETE ${COUPONS_PATH}2/`,
    ]);
    await waitFor(() => expect(listLoads(calls)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Error Occured while creating coupon' (sic, no trailing space) when the delete fails", async () => {
    mockApi(() => json({ error: 'Coupon not found' }, 404));
    const user = renderPage();
    await user.click(within(await openMenu(user, 'OLD10')).getByRole('menuitem', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await findExactText('Error Occured while creating coupon')).toBeInTheDocument();
    expect(screen.queryByText('Coupon Deleted')).not.toBeInTheDocument();
  });

  it('clears the form when the coupon being edited is deleted', async () => {
    mockApi((call) => (call.method === 'DELETE' ? json(undefined, 204) : json({}, 500)));
    const user = renderPage();
    await user.click(within(await openMenu(user, 'SUMMER25')).getByRole('menuitem', { name: 'Edit' }));
    expect(nameField()).toHaveValue('Summer sale');
    await user.click(within(await openMenu(user, 'SUMMER25')).getByRole('menuitem', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(nameField()).toHaveValue(''));
    expect(within(form()).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });
});

describe('CouponsPage: paging, order and filters', () => {
  it('asks the server for the page, rows, order, search and dates the URL names; the order and rows change it', async () => {
    const calls = mockApi(undefined, () => json(couponPage(COUPONS, 40)));
    const user = renderPage({
      cached: false,
      path: '/coupons?page=2&ordering=name&q=sum&from_date=2024-06-01',
    });
    await screen.findByRole('article', { name: 'SUMMER25' });
    const last = () => Object.fromEntries(listLoads(calls).at(-1)!.url.searchParams);
    expect(last()).toEqual({
      limit: '10',
      offset: '10',
      ordering: 'name',
      query: 'sum',
      from_date: '2024-06-01',
    });
    expect(screen.getByRole('searchbox', { name: 'Search coupons' })).toHaveValue('sum');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Name (A–Z)');
    expect(screen.getByText('11–20 of 40')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Most used' }));
    // A new order goes back to page 1.
    await waitFor(() =>
      expect(last()).toEqual({
        limit: '10',
        offset: '0',
        ordering: '-usage_count',
        query: 'sum',
        from_date: '2024-06-01',
      }),
    );
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(last()).toMatchObject({ limit: '25', offset: '0' }));
  });

  it('shows the URL\'s ordering in "Sort by" when it is none of the presets', async () => {
    const calls = mockApi(undefined, () => json(couponPage(COUPONS, 40)));
    const user = renderPage({ cached: false, path: '/coupons?ordering=-code' });
    await screen.findByRole('article', { name: 'SUMMER25' });
    expect(listLoads(calls).at(-1)!.url.searchParams.get('ordering')).toBe('-code');
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveTextContent('Code, descending');

    await user.click(sortBy);
    expect(screen.getByRole('option', { name: 'Code, descending' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Newest first' })).toHaveAttribute('aria-selected', 'false');
    await user.click(screen.getByRole('option', { name: 'Code (A–Z)' }));
    await waitFor(() => expect(listLoads(calls).at(-1)!.url.searchParams.get('ordering')).toBe('code'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Code (A–Z)');
    // A preset ordering has no entry of its own.
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.queryByRole('option', { name: 'Code, descending' })).not.toBeInTheDocument();
  });

  it('shows "Newest first", the API\'s own order, when the URL has no ordering or one it does not sort by', async () => {
    const calls = mockApi(undefined, () => json(couponPage(COUPONS, 40)));
    renderPage({ cached: false, path: '/coupons?ordering=-colour' });
    await screen.findByRole('article', { name: 'SUMMER25' });
    expect(listLoads(calls).at(-1)!.url.searchParams.has('ordering')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest first');
  });

  it('says when no coupon matches the filters', async () => {
    mockApi(undefined, () => json(couponPage([])));
    renderPage({ cached: false, path: '/coupons?q=zzz' });
    expect(await screen.findByText('No coupons match these filters')).toBeInTheDocument();
  });
});

describe('CouponsPage: the card menu', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is cleared 3 s after the pointer leaves it, unless the pointer comes back', () => {
    vi.useFakeTimers();
    mockApi();
    renderPage();
    const button = within(card('SUMMER25')).getByRole('button', { name: 'Coupon actions' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const paper = screen.getByRole('menu').parentElement!;

    fireEvent.mouseEnter(paper);
    fireEvent.mouseLeave(paper);
    act(() => vi.advanceTimersByTime(2000));
    // Back in before the 3 s are up: the menu stays.
    fireEvent.mouseEnter(paper);
    act(() => vi.advanceTimersByTime(5000));
    expect(button).toHaveAttribute('aria-expanded', 'true');

    fireEvent.mouseLeave(paper);
    act(() => vi.advanceTimersByTime(2999));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(button).not.toHaveAttribute('aria-expanded');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
