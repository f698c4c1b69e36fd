import PaymentsIcon from '@mui/icons-material/Payments';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailList } from '@/components/detail-list';
import { LazyDialog } from '@/components/lazy-dialog';
import { formatMoney } from '@/lib/format';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { toast } from '@/lib/notices';

import { downloadInvoice } from '../api/download-order-documents';
import { useIssueInvoice } from '../api/issue-invoice';
import { useRecordPayment } from '../api/record-payment';
import { mayRecordPayment, methodsFor } from '../payments';
import { DetailCard } from './detail-card';
import { OrderPaymentsTable } from './order-payments-table';
import { PaymentStatusChip } from './payment-status-chip';

import type { TOrderDetail } from '@printhub/contract';

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The dialog loads when it opens: the order detail does not need it. */
const RecordPaymentDialog = lazyWithTimeout(() =>
  import('./record-payment-dialog').then((m) => ({ default: m.RecordPaymentDialog })),
);

interface OrderPaymentsCardProps {
  order: TOrderDetail;
  user: { id: number; isSuperuser: boolean };
}

/**
 * What the order has been paid and what is left, its payments with their receipts, and what may be done:
 * record a payment (or, a super admin, a refund), download the invoice, or (a super admin) issue it early.
 */
export function OrderPaymentsCard({ order, user }: OrderPaymentsCardProps) {
  const [dialog, setDialog] = useState<'payment' | 'refund' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const record = useRecordPayment();
  const issue = useIssueInvoice();
  const invoiceNumber = order.invoice_number;
  const canIssue =
    user.isSuperuser && !invoiceNumber && order.status !== 'delivered' && order.status !== 'cancelled';
  const download = () =>
    invoiceNumber &&
    void downloadInvoice({ id: order.id, invoice_number: invoiceNumber }).catch((error: unknown) =>
      toast.error(`Could not download the invoice: ${errorMessage(error)}`),
    );
  return (
    <DetailCard title="Payments">
      <DetailList
        labelColumn="minmax(120px, max-content)"
        items={[
          ['Paid', formatMoney(order.paid_amount)],
          [order.balance_due < 0 ? 'Refund due' : 'Balance due', formatMoney(Math.abs(order.balance_due))],
          ['Payment status', <PaymentStatusChip key="chip" order={order} />],
        ]}
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 1.5 }}>
        {mayRecordPayment(order, user) && order.balance_due > 0 && (
          <Button variant="contained" startIcon={<PaymentsIcon />} onClick={() => setDialog('payment')}>
            Record payment
          </Button>
        )}
        {user.isSuperuser && order.paid_amount > 0 && (
          <Button variant="outlined" color="warning" onClick={() => setDialog('refund')}>
            Refund
          </Button>
        )}
        {invoiceNumber && (
          <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={download}>
            Download invoice
          </Button>
        )}
        {canIssue && (
          <Button variant="outlined" onClick={() => setConfirming(true)} disabled={issue.isPending}>
            Issue invoice
          </Button>
        )}
      </Stack>
      <OrderPaymentsTable payments={order.payments} />
      {dialog && (
        <LazyDialog label="the payment form" onClose={() => setDialog(null)}>
          <RecordPaymentDialog
            orderId={order.id}
            refund={dialog === 'refund'}
            suggested={dialog === 'refund' ? order.paid_amount : order.balance_due}
            methods={methodsFor(user.isSuperuser)}
            onClose={() => setDialog(null)}
            onRecord={(payment) => record.mutateAsync({ orderId: order.id, payment })}
          />
        </LazyDialog>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Issue the invoice of order #${order.id}?`}
        message="The order takes the next invoice number of the financial year now. A number is never taken back: the order can no longer be cancelled."
        confirmLabel="Issue invoice"
        busy={issue.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          issue.mutate(order.id, {
            onSuccess: (o) => toast.success(`Invoice ${o.invoice_number} issued`),
            onError: (error) => toast.error(errorMessage(error)),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </DetailCard>
  );
}
