import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailList } from '@/components/detail-list';
import { LoadingState } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/notices';
import { usePhone } from '@/lib/use-phone';

import { useNotification } from '../api/get-notification';
import { useResendNotification } from '../api/resend-notification';
import { NOTIFICATION_KIND_LABELS } from '../list-state';
import { MessageView } from './message-view';
import { NotificationStatusChip } from './notification-status-chip';

import type { TNotificationDetail } from '@printhub/contract';

function MessageFacts({ message }: { message: TNotificationDetail }) {
  const order =
    message.order_id === null ? null : (
      <Link component={RouterLink} to={`/order/${message.order_id}`}>
        #{message.order_id}
      </Link>
    );
  return (
    <DetailList
      items={[
        ['From', message.from],
        ['To', message.recipient],
        ['Subject', message.subject],
        ['Event', NOTIFICATION_KIND_LABELS[message.event]],
        ...(order ? ([['Order', order]] as const) : []),
        ['Status', <NotificationStatusChip key="status" status={message.status} />],
        ['Tries', message.tries],
        ['Written', formatDateTime(message.created_at)],
        ...(message.sent_at ? ([['Sent', formatDateTime(message.sent_at)]] as const) : []),
        ...(message.last_error ? ([['Last error', message.last_error]] as const) : []),
      ]}
    />
  );
}

/**
 * One message of the outbox as it was sent (or will be): its facts, its HTML in a sandboxed frame or its
 * plain text, and Resend, which asks first.
 */
export function MessageDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const titleId = useId();
  const phone = usePhone();
  const message = useNotification(id);
  const resend = useResendNotification();
  const [confirming, setConfirming] = useState(false);
  const shown = message.data;
  const confirmResend = () => {
    resend.mutate(id, {
      onSuccess: (again) =>
        again.status === 'queued'
          ? toast.success(`The message to ${again.recipient} is queued to be sent again`)
          : toast.warning(`The message to ${again.recipient} is ${again.last_error ?? 'not sent'}`),
      onError: (error) => toast.error(errorText(error)),
      onSettled: () => setConfirming(false),
    });
  };
  let body;
  if (message.isPending) body = <LoadingState label="Loading the message…" />;
  else if (message.isError)
    body = <QueryError error={message.error} onRetry={() => void message.refetch()} />;
  else
    body = (
      <Stack sx={{ gap: 2 }}>
        <MessageFacts message={message.data} />
        <MessageView html={message.data.html} text={message.data.text} label="The message as sent" />
      </Stack>
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {shown ? shown.subject : 'Message'}
      </DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions>
        <Button onClick={() => setConfirming(true)} disabled={!shown || resend.isPending}>
          Resend
        </Button>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title="Resend this message?"
        message={shown ? `It is sent to ${shown.recipient} again, as it was written.` : undefined}
        confirmLabel="Resend"
        busy={resend.isPending}
        onConfirm={confirmResend}
        onCancel={() => setConfirming(false)}
      />
    </Dialog>
  );
}
