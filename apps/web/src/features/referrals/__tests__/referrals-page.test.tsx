import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { API } from '@printhub/contract';

import { referralItem, referralPage } from '@/test/fixtures/referral';
import { renderWithProviders } from '@/test/render';

import { ReferralsPage } from '../components/referrals-page';

import type { TReferralStatsItem } from '@printhub/contract';

interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const STATS = '/referral_app/referrals-stats/';

/** A page of referrers as the API answers `limit=50`: a full page has a next one. */
const page = (results: readonly TReferralStatsItem[]) =>
  json({ count: 1000, next: results.length === 50 ? `${STATS}?limit=50` : null, previous: null, results });
const MARK = '/referral_app/api/mark-as-fulfilled/';

/**
 * Answers GET referrals-stats with `stats(start)` (a Response or a promise of one) and other calls with
 * `answer`; records every call.
 */
function mockApi(
  stats: (start: number) => Response | Promise<Response>,
  answer: (call: Call) => Response = () => json({}, 500),
) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    if (call.method === 'GET' && call.url.pathname === STATS) {
      return stats(Number(call.url.searchParams.get('offset')));
    }
    return answer(call);
  });
  return calls;
}

const statsCalls = (calls: Call[]) =>
  calls.filter((call) => call.url.pathname === STATS).map((call) => call.url.search);

/** jsdom has no IntersectionObserver: this one reports "visible" when the test says so. */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    FakeIntersectionObserver.live.add(this);
  }
  disconnect() {
    FakeIntersectionObserver.live.delete(this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static scrollBarIntoView() {
    act(() => {
      for (const observer of [...FakeIntersectionObserver.live]) {
        observer.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
      }
    });
  }
}

beforeEach(() => {
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = (path = '/referrals') => renderWithProviders(<ReferralsPage />, { path }).user;

const card = (name: string) => screen.getByRole('article', { name });
/**
 * The card named `name`, once drawn: it waits for the name's heading, then checks that the heading names a
 * visible article. (A role query for the article, polled while a page loads, computes the name and the
 * styles of every card drawn, up to 150, at each poll.)
 */
async function findCard(name: string) {
  // A page of 50 cards can take longer than findBy's usual 5 s to draw on a loaded machine.
  const heading = await screen.findByText(name, { selector: 'h2' }, { timeout: 20_000 });
  const article = heading.closest('article');
  expect(article).toHaveAccessibleName(name);
  expect(article).toBeVisible();
  return article!;
}
const countOf = (article: HTMLElement, label: string) =>
  within(article).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const asha: TReferralStatsItem = referralItem(1, {
  user: { first_name: 'Asha', last_name: 'Rao', mobile: '9876543210' },
  referral_code: 'ASHA01',
  referrals: [
    {
      user: { first_name: 'Ravi', last_name: 'K', mobile: '9000000001', created_at: '2024-03-05T10:00:00Z' },
      sale_amount: 1250,
    },
    {
      user: { first_name: 'Meena', last_name: 'S', mobile: '9000000002', created_at: '2024-04-01T08:30:00Z' },
      sale_amount: 0,
    },
  ],
  recent_claims: [
    { user: { created_at: '2024-05-02T09:00:00Z' } },
    { user: { created_at: '2024-06-10T09:00:00Z' } },
  ],
  total_claims: 5,
  remaining_claims: 2,
  my_claim: true,
});
const bala = referralItem(2, {
  user: { first_name: 'Bala', last_name: 'M', mobile: '9123456780' },
  referral_code: 'BALA02',
  total_claims: 1,
  remaining_claims: 0,
  my_claim: false,
});
const nobody = referralItem(3, {
  user: { first_name: 'Nobody', last_name: 'Referred', mobile: '9000000003' },
  referral_code: 'NONE03',
  referrals: [],
});

const unreferred = (count: number) => referralPage(100, count).map((item) => ({ ...item, referrals: [] }));

describe('ReferralsPage: the cards', () => {
  it('asks for the first 50 with the token and JSON content type, and shows names, phones, counts, Rs: prices and dates (item 11: the currency once)', async () => {
    localStorage.setItem('token', 'tok123');
    const calls = mockApi(() => page([asha, bala, nobody]));
    renderPage();
    const article = await findCard('Asha Rao');
    expect(statsCalls(calls)).toEqual(['?limit=50&offset=0']);
    const first = calls.find((call) => call.url.pathname === STATS)!;
    expect(first.headers.get('Authorization')).toBe('Bearer tok123');
    expect(first.headers.get('Content-Type')).toBe('application/json');
    expect(within(article).getByText('9876543210')).toBeInTheDocument();
    expect(countOf(article, 'Eligible')).toBe('5');
    expect(countOf(article, 'Claimed')).toBe('3');
    expect(countOf(article, 'Remaining')).toBe('2');
    const people = within(article).getByRole('list', { name: 'People referred by Asha Rao' });
    const items = within(people).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ravi K9000000001Rs: 1,2502024-03-05',
      'Meena S9000000002Rs: 02024-04-01',
    ]);
    expect(card('Bala M')).toBeInTheDocument();
    // Only users with at least one referral are kept.
    expect(screen.queryByRole('article', { name: 'Nobody Referred' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it("lists the claims in the tooltip, or reads 'No claims so far'", async () => {
    mockApi(() => page([asha, bala]));
    const user = renderPage();
    await user.hover(within(await findCard('Asha Rao')).getByRole('button', { name: 'Claims' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Claimed on 2024-05-02Claimed on 2024-06-10');
    await user.unhover(within(card('Asha Rao')).getByRole('button', { name: 'Claims' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // Keyboard users get it on focus: Tab from Asha's button to Bala's Claims.
    within(card('Asha Rao')).getByRole('button', { name: 'Mark As Fulfilled' }).focus();
    await user.tab();
    expect(within(card('Bala M')).getByRole('button', { name: 'Claims' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^No claims so far$/);
  });

  it("offers 'Mark As Fulfilled', and 'Marked As Fulfilled' disabled when isEligible is true", async () => {
    mockApi(() => page([asha, bala]));
    renderPage();
    // my_claim true → isEligible false → the button can be pressed.
    expect(
      within(await findCard('Asha Rao')).getByRole('button', { name: 'Mark As Fulfilled' }),
    ).toBeEnabled();
    // my_claim false → isEligible true.
    const done = within(card('Bala M')).getByRole('button', { name: 'Marked As Fulfilled' });
    expect(done).toBeDisabled();
    expect(
      within(card('Bala M')).queryByRole('button', { name: 'Mark As Fulfilled' }),
    ).not.toBeInTheDocument();
  });

  it('follows isEligible (my_claim), not the remaining count', async () => {
    const waiting = referralItem(7, { remaining_claims: 0, my_claim: true });
    const settled = referralItem(8, { remaining_claims: 4, my_claim: false });
    mockApi(() => page([waiting, settled]));
    renderPage();
    expect(
      within(await findCard('Referrer 7')).getByRole('button', { name: 'Mark As Fulfilled' }),
    ).toBeEnabled();
    expect(within(card('Referrer 8')).getByRole('button', { name: 'Marked As Fulfilled' })).toBeDisabled();
  });

  it('shows the empty state when nobody has referred anyone', async () => {
    const calls = mockApi(() => page([nobody]));
    renderPage();
    expect(await screen.findByText('No referrals yet')).toBeInTheDocument();
    FakeIntersectionObserver.scrollBarIntoView();
    expect(statsCalls(calls)).toHaveLength(1);
  });

  it("shows 'Error Occured while getting referrals' when the load fails, and Retry loads again", async () => {
    let fail = true;
    const calls = mockApi(() => (fail ? json({ error: 'Database unavailable' }, 503) : page([asha])));
    const user = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error Occured while getting referrals/);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findCard('Asha Rao')).toBeInTheDocument();
    expect(statsCalls(calls)).toEqual(['?limit=50&offset=0', '?limit=50&offset=0']);
    expect(screen.queryByText('Error Occured while getting referrals')).not.toBeInTheDocument();
  });
});

describe('ReferralsPage: search, Needs fulfilment and sort', () => {
  it('sends the search, the toggle and the order from the URL, and changes them there', async () => {
    const calls = mockApi(() => page([asha]));
    const user = renderPage('/referrals?q=asha&needs_fulfilment=true&ordering=-total_claims');
    await findCard('Asha Rao');
    expect(statsCalls(calls)).toEqual([
      '?limit=50&offset=0&ordering=-total_claims&query=asha&needs_fulfilment=true',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search referrals' })).toHaveValue('asha');
    const toggle = screen.getByRole('switch', { name: 'Needs fulfilment' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(statsCalls(calls).at(-1)).toBe('?limit=50&offset=0&ordering=-total_claims&query=asha'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'First name A–Z' }));
    await waitFor(() =>
      expect(statsCalls(calls).at(-1)).toBe('?limit=50&offset=0&ordering=first_name&query=asha'),
    );
    await user.clear(screen.getByRole('searchbox', { name: 'Search referrals' }));
    await waitFor(() => expect(statsCalls(calls).at(-1)).toBe('?limit=50&offset=0&ordering=first_name'));
  });
});

describe('ReferralsPage: Mark As Fulfilled', () => {
  it('asks first, with the name and Cancel / Yes, Mark; Cancel sends nothing', async () => {
    const calls = mockApi(() => page([asha]));
    const user = renderPage();
    await user.click(within(await findCard('Asha Rao')).getByRole('button', { name: 'Mark As Fulfilled' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Do you want to Mark this user as Fulfilled ?',
    });
    expect(dialog).toHaveAccessibleDescription(/^Asha Rao/);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Yes, Mark']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('item 11: the dialog says what the referrer will be paid: each remaining claim at the reward', async () => {
    const calls = mockApi(
      () => page([asha]),
      (call) =>
        call.url.pathname === API.configurations
          ? json([{ key: 'referral_reward_coins', value: 40, description: 'Coins', updated_at: null }])
          : json({}, 500),
    );
    const user = renderPage();
    await user.click(within(await findCard('Asha Rao')).getByRole('button', { name: 'Mark As Fulfilled' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Do you want to Mark this user as Fulfilled ?',
    });
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription('Asha Rao Pays 80 coins: 2 claims × 40 coins.'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("posts the referral code, says 'Marked as Fulfilled' and reloads from the start", async () => {
    const calls = mockApi(
      // A full first page (49 of them without referrals, so not shown), then a short second one.
      (start) => page(start === 0 ? [asha, ...unreferred(49)] : [bala]),
      (call) =>
        call.url.pathname === MARK
          ? json({ referral_code: 'ASHA01', fulfilled: 2, total_claims: 5, remaining_claims: 0 })
          : json({}, 500),
    );
    const user = renderPage();
    await findCard('Asha Rao');
    FakeIntersectionObserver.scrollBarIntoView();
    await findCard('Bala M');
    expect(statsCalls(calls)).toEqual(['?limit=50&offset=0', '?limit=50&offset=50']);

    await user.click(within(card('Asha Rao')).getByRole('button', { name: 'Mark As Fulfilled' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Mark' }));
    expect(await screen.findByText('Marked as Fulfilled')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url.pathname).toBe(MARK);
    expect(post.body).toEqual({ referral_code: 'ASHA01' });
    expect(post.headers.get('Content-Type')).toBe('application/json');
    // Paging restarts: the first page again, and not the second one.
    await waitFor(() =>
      expect(statsCalls(calls)).toEqual(['?limit=50&offset=0', '?limit=50&offset=50', '?limit=50&offset=0']),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bala M' })).not.toBeInTheDocument());
    expect(await findCard('Asha Rao')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Error Occured while marking fulfilled' when the call fails", async () => {
    const calls = mockApi(
      () => page([asha]),
      () => json({ error: 'Database unavailable' }, 503),
    );
    const user = renderPage();
    await user.click(within(await findCard('Asha Rao')).getByRole('button', { name: 'Mark As Fulfilled' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Mark' }));
    expect(await screen.findByText('Error Occured while marking fulfilled')).toBeInTheDocument();
    expect(screen.queryByText('Marked as Fulfilled')).not.toBeInTheDocument();
    expect(statsCalls(calls)).toHaveLength(1);
  });
});

// These draw 100 to 150 cards, each a few MUI components: seconds of React's work on a quiet machine, and
// several times that on a loaded one.
describe('ReferralsPage: pages of 50', { timeout: 60_000 }, () => {
  it("loads the next page when the bar becomes visible, reads 'Loading...', and stops after a short page", async () => {
    let releaseSecond: (response: Response) => void = () => {};
    const calls = mockApi((start) =>
      start === 0
        ? page(referralPage(1, 50))
        : new Promise<Response>((resolve) => {
            releaseSecond = resolve;
          }),
    );
    renderPage();
    await findCard('Referrer 50');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    FakeIntersectionObserver.scrollBarIntoView();
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Loading...'),
    );
    expect(statsCalls(calls)).toEqual(['?limit=50&offset=0', '?limit=50&offset=50']);
    // Seen again while that page loads: no second request for it.
    FakeIntersectionObserver.scrollBarIntoView();
    expect(statsCalls(calls)).toHaveLength(2);

    act(() => releaseSecond(page(referralPage(51, 10))));
    expect(await findCard('Referrer 60')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(60);
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());

    // A page with fewer than 50 ends loading.
    FakeIntersectionObserver.scrollBarIntoView();
    expect(statsCalls(calls)).toHaveLength(2);
  });

  it('asks for the page after a full second page too', async () => {
    const calls = mockApi((start) => page(start < 100 ? referralPage(start + 1, 50) : []));
    renderPage();
    await findCard('Referrer 50');
    FakeIntersectionObserver.scrollBarIntoView();
    await findCard('Referrer 100');
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    FakeIntersectionObserver.scrollBarIntoView();
    await waitFor(() => expect(statsCalls(calls)).toHaveLength(3));
    expect(statsCalls(calls)[2]).toBe('?limit=50&offset=100');
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    FakeIntersectionObserver.scrollBarIntoView();
    expect(statsCalls(calls)).toHaveLength(3);
  });
});
