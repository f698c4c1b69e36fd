import type { Settings } from '../configurations/configurations.service';
import type { TPrintOptions, TPriceLine } from '@printhub/contract';

/** The settings an order is priced from. */
export const PRICE_SETTINGS = [
  'price_per_page_bw',
  'price_per_page_color',
  'price_per_page_bw_double',
  'price_per_page_color_double',
  'paper_factor_a4',
  'paper_factor_a3',
  'paper_factor_letter',
  'binding_fee_staple',
  'binding_fee_spiral',
  'rush_surcharge_percentage',
  'gst_percentage',
  'prices_include_gst',
] as const;
export type PriceList = Pick<Settings, (typeof PRICE_SETTINGS)[number]>;

/** A number with at most two decimals (rupees, a factor, a percentage) as a whole number of hundredths. */
const hundredths = (value: number) => BigInt(Math.round(value * 100));

/** numerator / denominator rounded half-up, for amounts that are never negative. */
const divideHalfUp = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (denominator * 2n);

/** `paise` × `percentage` / 100, rounded half-up to the paisa. */
const percentOf = (paise: bigint, percentage: number) =>
  divideHalfUp(paise * hundredths(percentage), 10_000n);

const rupees = (paise: bigint) => Number(paise) / 100;

const COLOR_LABELS = { 'black-and-white': 'Black-and-white pages', color: 'Colour pages' } as const;
const PAGE_PRICE_KEYS = {
  'black-and-white': { single: 'price_per_page_bw', double: 'price_per_page_bw_double' },
  color: { single: 'price_per_page_color', double: 'price_per_page_color_double' },
} as const;
const PAPER_FACTOR_KEYS = {
  A4: 'paper_factor_a4',
  A3: 'paper_factor_a3',
  Letter: 'paper_factor_letter',
} as const;
const BINDING_LABELS = { staple: 'Stapling', spiral: 'Spiral binding' } as const;

export type OrderPrice = {
  lines: TPriceLine[];
  amount: number;
  discount: number;
  amountDue: number;
  gstPercentage: number;
  pricesIncludeGst: boolean;
};

/**
 * An order's price, line by line, all in whole paise until the end so that nothing drifts:
 * - pages: every page of every file × copies, at the page price of its colour and sides (a double-sided
 *   order pays the `_double` price for each page of its documents; the blank back of an odd last page is not
 *   charged) × the paper size's factor;
 * - binding: the fee of its kind × copies (no line without binding);
 * - rush: the surcharge's percentage of pages and binding (no line without rush).
 * Each line is rounded half-up to the paisa once; `amount` is their sum. The discount is the coupon's
 * percentage of `amount`, and `amountDue` is amount − discount, plus GST on that when prices exclude it.
 */
export function priceOrder(input: {
  pages: number;
  copies: number;
  options: TPrintOptions;
  rush: boolean;
  discountPercentage: number;
  prices: PriceList;
}): OrderPrice {
  const { pages, copies, options, prices } = input;
  const lines: { label: string; quantity: number; unit: number; paise: bigint }[] = [];
  const double = options.sides === 'double';
  const pagePrice = prices[PAGE_PRICE_KEYS[options.color][options.sides]];
  const factor = prices[PAPER_FACTOR_KEYS[options.paper_size]];
  const printed = pages * copies;
  lines.push({
    label: `${COLOR_LABELS[options.color]}, ${options.paper_size}, ${double ? 'double' : 'single'}-sided`,
    quantity: printed,
    unit: Number(hundredths(pagePrice) * hundredths(factor)) / 10_000,
    paise: divideHalfUp(BigInt(printed) * hundredths(pagePrice) * hundredths(factor), 100n),
  });
  if (options.binding !== 'none') {
    const fee = prices[`binding_fee_${options.binding}`];
    lines.push({
      label: BINDING_LABELS[options.binding],
      quantity: copies,
      unit: fee,
      paise: BigInt(copies) * hundredths(fee),
    });
  }
  if (input.rush) {
    const surcharge = percentOf(
      lines.reduce((sum, l) => sum + l.paise, 0n),
      prices.rush_surcharge_percentage,
    );
    lines.push({
      label: `Rush surcharge (${prices.rush_surcharge_percentage}%)`,
      quantity: 1,
      unit: rupees(surcharge),
      paise: surcharge,
    });
  }
  const amount = lines.reduce((sum, l) => sum + l.paise, 0n);
  const discount = percentOf(amount, Math.min(input.discountPercentage, 100));
  const net = amount - discount;
  const gst = prices.prices_include_gst ? 0n : percentOf(net, prices.gst_percentage);
  return {
    lines: lines.map((l) => ({
      label: l.label,
      quantity: l.quantity,
      unit_price: l.unit,
      amount: rupees(l.paise),
    })),
    amount: rupees(amount),
    discount: rupees(discount),
    amountDue: rupees(net + gst),
    gstPercentage: prices.gst_percentage,
    pricesIncludeGst: prices.prices_include_gst,
  };
}
