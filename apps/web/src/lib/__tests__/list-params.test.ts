import { describe, expect, it } from 'vitest';

import {
  dateRangeFilters,
  onDateRangeChange,
  parseListView,
  parsePageParam,
  parseSearchParam,
  updateListParams,
  type ListParamsPatch,
} from '../list-params';

const params = (search: string) => new URLSearchParams(search);

describe('list parameters in the URL', () => {
  it('reads the page (1 unless a whole number from 1) and the trimmed search', () => {
    expect(parsePageParam(params('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x'])
      expect(parsePageParam(params(bad))).toBe(1);
    expect(parseSearchParam(params('q=%20ab%20'))).toBe('ab');
    expect(parseSearchParam(params(''))).toBe('');
  });

  it('keeps the parameters the patch does not name; page 1 is no parameter', () => {
    expect(updateListParams(params('id=4&q=a'), { page: 2 }).toString()).toBe('id=4&q=a&page=2');
    expect(updateListParams(params('id=4&page=2'), { page: 1 }).toString()).toBe('id=4');
  });

  it('goes back to page 1 when the search or a filter changes, and drops empty values', () => {
    expect(updateListParams(params('q=a&page=3'), { q: 'b' }).toString()).toBe('q=b');
    expect(updateListParams(params('q=a&page=3'), { q: '' }).toString()).toBe('');
    expect(updateListParams(params('page=3'), { filters: { status: 'open' } }).toString()).toBe(
      'status=open',
    );
    expect(
      updateListParams(params('status=open&id=2&page=3'), { filters: { status: null } }).toString(),
    ).toBe('id=2');
    expect(updateListParams(params('page=3'), { q: 'x', page: 2 }).toString()).toBe('q=x&page=2');
  });

  it("writes a From/To change to the list's from_date or to_date, and a cleared end removes it", () => {
    expect(dateRangeFilters('from', '2026-01-02')).toEqual({ from_date: '2026-01-02' });
    expect(dateRangeFilters('to', undefined)).toEqual({ to_date: null });
    const patches: ListParamsPatch[] = [];
    const onChange = onDateRangeChange((patch) => patches.push(patch));
    onChange('to', '2026-03-04');
    onChange('from', undefined);
    expect(patches).toEqual([{ filters: { to_date: '2026-03-04' } }, { filters: { from_date: null } }]);
    const next = updateListParams(params('from_date=2026-01-01&page=2'), patches[1]!);
    expect(next.toString()).toBe('');
  });

  it("reads and writes a prefixed view under its own names, leaving the other view's parameters", () => {
    const search = params('open_page=3&open_ordering=-id&delivered_page=2&page=4&ordering=title');
    const open = { orderingFields: ['id', 'title'], defaultPageSize: 10, prefix: 'open_' };
    expect(parseListView(search, open)).toEqual({ page: 3, pageSize: 10, ordering: '-id', q: '' });
    expect(parseListView(search, { ...open, prefix: 'delivered_' })).toEqual({
      page: 2,
      pageSize: 10,
      q: '',
    });
    expect(updateListParams(search, { prefix: 'open_', pageSize: 25 }).toString()).toBe(
      'open_ordering=-id&delivered_page=2&page=4&ordering=title&open_page_size=25',
    );
    expect(updateListParams(search, { prefix: 'delivered_', ordering: 'id', page: 1 }).toString()).toBe(
      'open_page=3&open_ordering=-id&page=4&ordering=title&delivered_ordering=id',
    );
  });
});
