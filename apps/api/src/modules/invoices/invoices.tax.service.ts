/**
 * GST on an invoice, computed once on its total (never line by line), in whole paise, each division rounded
 * half-up. Within the seller's state the tax is split into CGST and SGST; to a buyer registered in another
 * state it is IGST, whole.
 */

export type TaxTerms = {
  /** The GST rate in percent (18; at most two decimals: 0.25, 1.5). */
  rate: number;
  /** true: the amount already includes GST (it is taken out of it); false: GST is added to it. */
  pricesIncludeGst: boolean;
  sellerGstin: string;
  /** The buyer's GSTIN, when they have one. */
  buyerGstin: string | null;
};

export type TaxSplit = {
  /** The value GST is charged on. */
  taxable: number;
  /** The whole GST: cgst + sgst, or igst. */
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** What the invoice comes to: taxable + tax. */
  total: number;
  /** The rate in percent, as given. */
  rate: number;
  interState: boolean;
};

/** a ÷ b rounded half-up, for a ≥ 0 and b > 0 (exact in integers, whatever their size). */
function divideHalfUp(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

/** The two digits of a GSTIN that name its state (29 Karnataka, 27 Maharashtra…). */
export const stateCodeOf = (gstin: string): string => gstin.trim().slice(0, 2);

/** A buyer registered in another state than the seller's: the invoice charges IGST. */
export function isInterState(sellerGstin: string, buyerGstin: string | null): boolean {
  if (!buyerGstin?.trim() || !sellerGstin.trim()) return false;
  return stateCodeOf(buyerGstin) !== stateCodeOf(sellerGstin);
}

/**
 * The tax of an amount in paise (the invoice's lines added up, discounts included): with prices that include
 * GST, taxable = amount × 100 / (100 + rate) rounded half-up and the tax is what is left of the amount;
 * otherwise the amount is the taxable value and the tax is taxable × rate / 100 rounded half-up. CGST is half
 * the tax rounded half-up and SGST the rest, so the two always add up to it.
 */
export function splitTax(amount: number, terms: TaxTerms): TaxSplit {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount in paise: ${amount}`);
  // The rate in hundredths of a percent, so that 18 % is 1800 and the arithmetic stays in integers.
  const bp = BigInt(Math.round(terms.rate * 100));
  if (bp < 0n) throw new RangeError(`Not a GST rate: ${terms.rate}`);
  const value = BigInt(amount);
  const taxable = terms.pricesIncludeGst ? divideHalfUp(value * 10_000n, 10_000n + bp) : value;
  const tax = terms.pricesIncludeGst ? value - taxable : divideHalfUp(taxable * bp, 10_000n);
  const interState = isInterState(terms.sellerGstin, terms.buyerGstin);
  const cgst = interState ? 0n : divideHalfUp(tax, 2n);
  return {
    taxable: Number(taxable),
    tax: Number(tax),
    cgst: Number(cgst),
    sgst: interState ? 0 : Number(tax - cgst),
    igst: interState ? Number(tax) : 0,
    total: Number(taxable + tax),
    rate: terms.rate,
    interState,
  };
}
