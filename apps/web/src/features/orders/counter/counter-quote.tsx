import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

import { DetailList } from '@/components/detail-list';
import { useShopTimeZone } from '@/lib/app-info';
import { formatMoney } from '@/lib/format';
import { formatShopDateTime } from '@/lib/shop-time';

import type { TQuote } from '@printhub/contract';

/** A file's preflight warnings as the quote gives them (none when the file was not checked). */
export const quoteWarnings = (file: TQuote['files'][number]): string[] =>
  file.preflight?.warnings.map((w) => w.message) ?? [];

/**
 * The quote: the price, the coupon's discount, the amount due, the due date (on the shop's clock, whatever the
 * browser's time zone), and any file's warnings.
 */
export function CounterQuote({ quote }: { quote: TQuote }) {
  const timeZone = useShopTimeZone();
  const pages = quote.files.reduce((sum, f) => sum + f.pages, 0);
  const warnings = quote.files.flatMap((f) => quoteWarnings(f).map((w) => `${f.name}: ${w}`));
  return (
    <Box role="region" aria-label="Quote">
      <DetailList
        items={[
          ['Pages', String(pages)],
          ['Amount', formatMoney(quote.amount)],
          ['Discount', formatMoney(quote.discount)],
          ['Amount due', formatMoney(quote.amount_due)],
          ['Due', formatShopDateTime(quote.due_at, timeZone)],
        ]}
      />
      {warnings.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <AlertTitle>Check the files</AlertTitle>
          {warnings.map((w) => (
            <div key={w}>{w}</div>
          ))}
        </Alert>
      )}
    </Box>
  );
}
