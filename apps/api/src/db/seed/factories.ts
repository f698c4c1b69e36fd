import { randomBytes } from 'node:crypto';

import { CONFIGURATION_DEFAULTS } from '@printhub/contract';

import { priceOrder } from '../../modules/orders/orders.pricing.service';

import type { customers, orders } from '../schema';
import type { TOrderStatus, TOrderType, TPrintOptions } from '@printhub/contract';

/** A small seeded PRNG (mulberry32), so demo data is the same on every machine. */
export function createRng(seed = 42) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Rng = ReturnType<typeof createRng>;

const FIRST = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Isha',
  'Kabir',
  'Meera',
  'Arjun',
  'Sara',
  'Dev',
  'Nisha',
  'Rahul',
  'Tara',
  'Karan',
  'Zoya',
  'Aditya',
  'Pooja',
  'Sameer',
  'Leela',
];
const LAST = [
  'Sharma',
  'Patel',
  'Iyer',
  'Reddy',
  'Khan',
  'Gupta',
  'Nair',
  'Das',
  'Mehta',
  'Singh',
  'Rao',
  'Joshi',
  'Bose',
  'Kapoor',
  'Menon',
];
const TITLES = [
  'Thesis final draft',
  'Company brochure',
  'Wedding invitations',
  'Quarterly report',
  'Lecture notes',
  'Product catalogue',
  'Resume',
  'Restaurant menu',
  'Event flyers',
  'Annual accounts',
  'Recipe book',
  'Science project',
  'Poetry collection',
  'Training manual',
  'Property brochure',
];
const CITIES = ['Mumbai', 'Bengaluru', 'Pune', 'Chennai', 'Delhi', 'Hyderabad', 'Kochi'];
const COUPONS = ['WELCOME10', 'FESTIVE20', 'PRINT5'];

export function newPrintRef(): string {
  return randomBytes(16).toString('base64url');
}

export function makeCustomer(rng: Rng, i: number): typeof customers.$inferInsert {
  const firstName = rng.pick(FIRST);
  const lastName = rng.pick(LAST);
  return {
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${i}@example.com`.toLowerCase(),
    mobile: `+91 9${String(rng.int(100000000, 999999999))}`,
  };
}

export type OrderSeed = {
  customer: { id: number; firstName: string; lastName: string; email: string | null; mobile: string };
  status: TOrderStatus;
  orderType: TOrderType;
  assignedUser: number | null;
  createdAt: Date;
  /** Default: created + the default turnaround (48 h). */
  dueAt?: Date;
  rush?: boolean;
};

const DEFAULT_TURNAROUND_MS = 48 * 3600_000;

export function makeOrder(rng: Rng, s: OrderSeed): typeof orders.$inferInsert {
  const pages = rng.int(1, 400);
  const copies = rng.int(1, 5);
  const options: TPrintOptions = {
    color: rng.next() < 0.3 ? 'color' : 'black-and-white',
    sides: rng.next() < 0.5 ? 'double' : 'single',
    paper_size: rng.pick(['A4', 'A4', 'A4', 'A3', 'Letter'] as const),
    binding: rng.pick(['none', 'staple', 'spiral'] as const),
  };
  // Priced by the default price list, as the shop would have priced it (no coupon's discount).
  const price = priceOrder({
    pages,
    copies,
    options,
    rush: s.rush ?? false,
    discountPercentage: 0,
    prices: CONFIGURATION_DEFAULTS,
  });
  return {
    customerId: s.customer.id,
    orderType: s.orderType,
    status: s.status,
    assignedUser: s.assignedUser,
    firstName: s.customer.firstName,
    lastName: s.customer.lastName,
    email: s.customer.email ?? '',
    mobile: s.customer.mobile,
    title: `${rng.pick(TITLES)}${rng.next() < 0.3 ? ` (${rng.int(2, 9)})` : ''}`,
    pdfPageCount: pages,
    copies,
    options,
    amount: price.amount,
    amountDue: price.amountDue,
    priceLines: price.lines,
    gstPercentage: price.gstPercentage,
    pricesIncludeGst: price.pricesIncludeGst,
    couponCode: rng.next() < 0.15 ? rng.pick(COUPONS) : null,
    deliveryAddress: `${rng.int(1, 250)}, ${rng.pick(['MG Road', 'Park Street', 'Lake View', 'Station Road'])}, ${rng.pick(CITIES)}`,
    printRef: newPrintRef(),
    dueAt: s.dueAt ?? new Date(s.createdAt.getTime() + DEFAULT_TURNAROUND_MS),
    rush: s.rush ?? false,
    // A cancelled order says when and why (the database insists).
    ...(s.status === 'cancelled' && { cancelledAt: s.createdAt, cancelReason: 'Asked by the customer' }),
    createdAt: s.createdAt,
    updatedAt: s.createdAt,
  };
}

/** One to three files whose pages add up to the order's page count. */
export function makeFiles(
  rng: Rng,
  orderId: number,
  totalPages: number,
): Array<{ orderId: number; name: string; pages: number }> {
  const count = Math.min(rng.int(1, 3), totalPages);
  const pages: number[] = [];
  let left = totalPages;
  for (let i = 0; i < count - 1; i += 1) {
    const n = rng.int(1, Math.max(1, Math.floor(left / 2)));
    pages.push(n);
    left -= n;
  }
  pages.unshift(left);
  return pages.map((n, i) => ({ orderId, name: `document-${orderId}-${i + 1}.pdf`, pages: n }));
}
