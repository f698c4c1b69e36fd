import { afterEach, describe, expect, it, vi } from 'vitest';

import { saveBlob } from '../save-blob';

describe('saveBlob', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    vi.useRealTimers();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('saves a Blob through an object URL, then revokes it', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:orders');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs.
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });

    const blob = new Blob(['id,status\n1,confirmed\n'], { type: 'text/csv' });
    saveBlob(blob, 'orders-2024-01-05.csv');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicks[0]?.download).toBe('orders-2024-01-05.csv');
    expect(clicks[0]?.getAttribute('href')).toBe('blob:orders');
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:orders');
  });
});
