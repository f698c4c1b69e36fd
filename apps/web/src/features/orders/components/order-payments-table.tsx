import ReceiptIcon from '@mui/icons-material/Receipt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { PAYMENT_METHOD_NAMES, type TPayment } from '@printhub/contract';

import { formatDateTime, formatMoney } from '@/lib/format';
import { toast } from '@/lib/notices';

import { downloadReceipt } from '../api/download-order-documents';

const CELL = { py: 0.5, pr: 1.5, textAlign: 'left', typography: 'body2', verticalAlign: 'top' } as const;
const MONEY = { ...CELL, textAlign: 'right', whiteSpace: 'nowrap' } as const;

const receipt = (payment: TPayment) =>
  void downloadReceipt(payment).catch((error: unknown) =>
    toast.error(
      `Could not download ${payment.receipt_number}: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );

/** The order's payments and refunds, oldest first, each with its receipt to download. */
export function OrderPaymentsTable({ payments }: { payments: readonly TPayment[] }) {
  if (payments.length === 0) return <Typography color="text.secondary">No payments yet</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" aria-label="Payments" sx={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {['When', 'Amount', 'Method', 'Reference', 'By', 'Receipt'].map((h) => (
              <Box component="th" key={h} sx={h === 'Amount' ? MONEY : CELL}>
                {h}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <Box component="td" sx={CELL}>
                {formatDateTime(p.created_at)}
              </Box>
              <Box component="td" sx={MONEY}>
                {formatMoney(p.amount)}
              </Box>
              <Box component="td" sx={CELL}>
                {PAYMENT_METHOD_NAMES[p.method]}
                {p.amount < 0 ? ' refund' : ''}
              </Box>
              <Box component="td" sx={CELL}>
                {[p.reference, p.reason].filter(Boolean).join(' · ') || '—'}
              </Box>
              <Box component="td" sx={CELL}>
                {p.recorded_by_name ?? '—'}
              </Box>
              <Box component="td" sx={CELL}>
                <Button
                  size="small"
                  startIcon={<ReceiptIcon />}
                  onClick={() => receipt(p)}
                  aria-label={`Receipt ${p.receipt_number}`}
                >
                  {p.receipt_number}
                </Button>
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
