import PrintIcon from '@mui/icons-material/Print';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';

import { API, MAX_TICKETS } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { toast } from '@/lib/notices';
import { saveBlob } from '@/lib/save-blob';

/**
 * The job tickets of some orders as one PDF, fetched with the session's token (so as a Blob, not a link):
 * one order's from its own route, several from the batch route, a ticket a page in the order given.
 */
export async function downloadTickets(orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 1) {
    const [id] = orderIds as [number];
    saveBlob(await api.getBlob(API.orderTicket(id)), `ticket-${id}.pdf`);
    return;
  }
  const blob = await api.post<Blob>(API.tickets, { order_ids: orderIds }, { responseType: 'blob' });
  saveBlob(blob, `tickets-${orderIds.length}.pdf`);
}

export interface PrintTicketsButtonProps {
  /** The orders whose tickets to print, in the order to print them (none: the button is disabled). */
  orderIds: readonly number[];
  variant?: ButtonProps['variant'];
}

/**
 * "Print ticket" for one order, "Print tickets" for several (a list's or the board's selection): downloads
 * the PDF to print. Disabled with nothing selected or more than the API prints at once.
 */
export function PrintTicketsButton({ orderIds, variant = 'outlined' }: PrintTicketsButtonProps) {
  const [busy, setBusy] = useState(false);
  const tooMany = orderIds.length > MAX_TICKETS;
  const print = async () => {
    setBusy(true);
    try {
      await downloadTickets(orderIds);
    } catch (error) {
      toast.error(
        `The tickets could not be made: ${error instanceof Error ? error.message : 'please try again'}`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      onClick={() => void print()}
      disabled={busy || orderIds.length === 0 || tooMany}
      aria-busy={busy}
      title={tooMany ? `At most ${MAX_TICKETS} tickets at once` : undefined}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <PrintIcon />}
    >
      {orderIds.length === 1 ? 'Print ticket' : 'Print tickets'}
    </Button>
  );
}
