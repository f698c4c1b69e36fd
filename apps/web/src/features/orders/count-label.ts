/** The API counts at most 10,001 rows (DESIGN.md §6): 10,001 means "more than 10,000". */
export const COUNT_CAP = 10_001;

export const isCountCapped = (count: number): boolean => count >= COUNT_CAP;

/** '0', '1,234', or '10,000+' for a capped count. */
export function formatOrderCount(count: number): string {
  return isCountCapped(count) ? '10,000+' : count.toLocaleString('en-US');
}

/** The sentence above the table: '1 order', '25 orders', '10,000+ orders'. */
export function orderCountLabel(count: number): string {
  return `${formatOrderCount(count)} ${count === 1 ? 'order' : 'orders'}`;
}
