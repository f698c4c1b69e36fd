import { formatCount } from '@printhub/contract';

/** The sentence above the table: '1 order', '25 orders', '10,000+ orders' ('1,000+' for a search). */
export function orderCountLabel(count: number, cap: number): string {
  return `${formatCount(count, cap)} ${count === 1 ? 'order' : 'orders'}`;
}
