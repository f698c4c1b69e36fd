import { formatInteger } from '@printhub/contract';

/**
 * Amounts as an Indian invoice writes them, from whole paise: in figures with the Indian grouping
 * (₹1,23,45,678.50, always with its paise, unlike the screens' formatMoney) and in words (Rupees One Crore
 * Twenty-Three Lakh … and Fifty Paise Only).
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function checkPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
}

/** `₹1,23,45,678.50`; a negative amount (a refund) is `-₹100.00`. */
export function formatRupees(paise: number): string {
  checkPaise(paise);
  const abs = Math.abs(paise);
  const figures = `₹${formatInteger(Math.floor(abs / 100), 'en-IN')}.${String(abs % 100).padStart(2, '0')}`;
  return paise < 0 ? `-${figures}` : figures;
}

/** 1 to 99: "Seven", "Forty-Two". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return n % 10 === 0 ? TENS[n / 10]! : `${TENS[Math.floor(n / 10)]}-${ONES[n % 10]}`;
}

/** 1 to 999: "Six Hundred Seventy-Eight". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * A whole number (above 0) in the Indian system: crore, lakh, thousand and the rest. Past 99 crore the crores
 * are counted the same way ("One Hundred Crore", "One Lakh Crore"), as Indian invoices and cheques write them.
 */
function indianWords(n: bigint): string {
  const crore = n / 10_000_000n;
  const rest = Number(n % 10_000_000n);
  const lakh = Math.floor(rest / 100_000);
  const thousand = Math.floor((rest % 100_000) / 1000);
  const units = rest % 1000;
  return [
    crore ? `${indianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    units ? belowThousand(units) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An amount in words: "Rupees One Hundred Only", "Rupees Ten and Five Paise Only", "Fifty Paise Only",
 * "Rupees Zero Only". A negative amount (a refund) is written as its size: the document says it is a refund.
 */
export function amountInWords(paise: number): string {
  checkPaise(paise);
  const abs = BigInt(Math.abs(paise));
  const rupees = abs / 100n;
  const rest = Number(abs % 100n);
  if (rupees === 0n && rest === 0) return 'Rupees Zero Only';
  const parts = [rupees ? `Rupees ${indianWords(rupees)}` : '', rest ? `${belowHundred(rest)} Paise` : ''];
  return `${parts.filter(Boolean).join(' and ')} Only`;
}
