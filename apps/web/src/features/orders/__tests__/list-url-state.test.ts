import { describe, expect, it } from 'vitest';

import { isReversedRange, parseListUrlState, updateListUrlState } from '../list-url-state';

const parse = (qs: string) => parseListUrlState(new URLSearchParams(qs));
const update = (qs: string, patch: Parameters<typeof updateListUrlState>[1]) =>
  updateListUrlState(new URLSearchParams(qs), patch).toString();

describe('parseListUrlState', () => {
  it('defaults to page 1, no dates and no search', () => {
    expect(parse('')).toEqual({ page: 1, pageSize: 10, from: undefined, to: undefined, q: '', statuses: [] });
  });

  it('reads page, from, to and q', () => {
    expect(
      parse('page=3&from=2024-01-01&to=2024-01-31&q=%20asha%20&status=delivered&status=confirmed&status=x'),
    ).toEqual({
      page: 3,
      pageSize: 10,
      from: '2024-01-01',
      to: '2024-01-31',
      q: 'asha',
      statuses: ['confirmed', 'delivered'],
    });
  });

  it.each(['0', '-2', '1.5', 'abc', '', '99999999999'])('falls back to page 1 for page=%s', (value) => {
    expect(parse(`page=${value}`).page).toBe(1);
  });

  it('ignores dates that are not real YYYY-MM-DD dates', () => {
    expect(parse('from=2024-02-30&to=yesterday')).toMatchObject({ from: undefined, to: undefined });
  });
});

describe('updateListUrlState', () => {
  it('writes the page, leaving page 1 out', () => {
    expect(update('q=a', { page: 2 })).toBe('q=a&page=2');
    expect(update('q=a&page=2', { page: 1 })).toBe('q=a');
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(update('page=4&q=a', { q: 'ab' })).toBe('q=ab');
    expect(update('page=4', { from: '2024-01-01' })).toBe('from=2024-01-01');
    expect(update('page=4&to=2024-01-31', { to: undefined })).toBe('');
  });

  it('drops an empty search and keeps unrelated parameters', () => {
    expect(update('keep=1&q=a', { q: '  ' })).toBe('keep=1');
  });

  it('round-trips through parse', () => {
    const state = {
      page: 5,
      pageSize: 25,
      ordering: '-created_at',
      from: '2024-03-01',
      to: '2024-03-09',
      q: 'spiral',
      statuses: ['assigned' as const],
    };
    expect(parseListUrlState(updateListUrlState(new URLSearchParams(), state))).toEqual(state);
  });
});

describe('isReversedRange', () => {
  it('is true only when both dates are set and the end is before the start', () => {
    expect(isReversedRange('2024-02-01', '2024-01-31')).toBe(true);
    expect(isReversedRange('2024-01-31', '2024-01-31')).toBe(false);
    expect(isReversedRange('2024-01-01', '2024-12-31')).toBe(false);
    expect(isReversedRange(undefined, '2024-01-31')).toBe(false);
    expect(isReversedRange('2024-01-31', undefined)).toBe(false);
  });
});
