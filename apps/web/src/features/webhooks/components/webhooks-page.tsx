import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';

import { type TWebhook, type TWebhookWithSecret } from '@printhub/contract';

import { ChunkErrorBoundary } from '@/components/chunk-error-boundary';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LazyDialog } from '@/components/lazy-dialog';
import { LoadingState } from '@/components/loading-state';
import { EmptyState, PageHeading } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { toast } from '@/lib/notices';

import { useWebhooks } from '../api/get-webhooks';
import { useDeleteWebhook, useRotateSecret, useSendTestEvent } from '../api/webhook-mutations';
import { WebhookSecretDialog } from './webhook-secret-dialog';

/** The form (react-hook-form, its fields) loads when it opens, and the delivery log when it is asked for. */
const WebhookFormDialog = lazyWithTimeout(() =>
  import('./webhook-form-dialog').then((m) => ({ default: m.WebhookFormDialog })),
);
const WebhookDeliveries = lazyWithTimeout(() =>
  import('./webhook-deliveries').then((m) => ({ default: m.WebhookDeliveries })),
);

function WebhookState({ hook }: { hook: TWebhook }) {
  if (hook.disabled_at)
    return (
      <Chip
        size="small"
        color="error"
        label={`Switched off ${formatDateTime(hook.disabled_at)}: failing for 3 days`}
      />
    );
  if (!hook.active) return <Chip size="small" label="Off" />;
  if (hook.failing_since)
    return (
      <Chip size="small" color="warning" label={`Failing since ${formatDateTime(hook.failing_since)}`} />
    );
  return <Chip size="small" color="success" label="Active" />;
}

type Confirm = { kind: 'rotate' | 'delete'; hook: TWebhook };

/** Webhooks: the endpoints events are posted to, their secrets, test events and delivery logs. */
export function WebhooksPage() {
  const webhooks = useWebhooks();
  const sendTest = useSendTestEvent();
  const rotate = useRotateSecret();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<TWebhook | 'new' | null>(null);
  const [secret, setSecret] = useState<{ title: string; value: string } | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const hooks = webhooks.data?.results ?? [];
  const shown = hooks.find((h) => h.id === logOf) ?? null;

  const created = (hook: TWebhookWithSecret) => {
    setEditing(null);
    setLogOf(hook.id);
    setSecret({ title: 'Webhook added', value: hook.secret });
  };
  const test = (hook: TWebhook) =>
    sendTest.mutate(hook.id, {
      onSuccess: () => {
        setLogOf(hook.id);
        toast.success('Test event queued: see the delivery log');
      },
      onError: (error) => toast.error(errorText(error)),
    });
  const confirmed = () => {
    if (!confirm) return;
    const { kind, hook } = confirm;
    if (kind === 'rotate')
      rotate.mutate(hook.id, {
        onSuccess: (rotated) => setSecret({ title: 'Secret rotated', value: rotated.secret }),
        onError: (error) => toast.error(errorText(error)),
        onSettled: () => setConfirm(null),
      });
    else
      remove.mutate(hook.id, {
        onSuccess: () => {
          if (logOf === hook.id) setLogOf(null);
          toast.success('Webhook deleted');
        },
        onError: (error) => toast.error(errorText(error)),
        onSettled: () => setConfirm(null),
      });
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeading title="Webhooks">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Add webhook
        </Button>
      </PageHeading>
      {webhooks.isPending ? (
        <LoadingState label="Loading webhooks" />
      ) : webhooks.isError ? (
        <QueryError error={webhooks.error} onRetry={() => void webhooks.refetch()} />
      ) : hooks.length === 0 ? (
        <EmptyState text="No webhooks yet: add one to post events to another system" />
      ) : (
        <Stack component="ul" aria-label="Webhooks" sx={{ gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {hooks.map((hook) => (
            <Paper component="li" variant="outlined" key={hook.id} sx={{ p: 2 }} aria-label={hook.url}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere', mr: 'auto' }}>
                  {hook.url}
                </Typography>
                <WebhookState hook={hook} />
              </Stack>
              {hook.description && <Typography color="text.secondary">{hook.description}</Typography>}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                Events: {hook.events.join(', ')}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
                <Button size="small" variant="outlined" onClick={() => setEditing(hook)}>
                  Edit
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={!hook.active || (sendTest.isPending && sendTest.variables === hook.id)}
                  onClick={() => test(hook)}
                >
                  Send test event
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  aria-pressed={logOf === hook.id}
                  onClick={() => setLogOf(logOf === hook.id ? null : hook.id)}
                >
                  Delivery log
                </Button>
                <Button size="small" onClick={() => setConfirm({ kind: 'rotate', hook })}>
                  Rotate secret
                </Button>
                <Button size="small" color="error" onClick={() => setConfirm({ kind: 'delete', hook })}>
                  Delete
                </Button>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {shown && (
        <ChunkErrorBoundary>
          <Suspense fallback={<LoadingState label="Loading the delivery log" />}>
            <WebhookDeliveries key={shown.id} webhook={shown} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
      {editing && (
        <LazyDialog label="the webhook form" onClose={() => setEditing(null)}>
          <WebhookFormDialog
            webhook={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onCreated={created}
          />
        </LazyDialog>
      )}
      {secret && (
        <WebhookSecretDialog title={secret.title} secret={secret.value} onClose={() => setSecret(null)} />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'rotate' ? 'Rotate the signing secret?' : 'Delete this webhook?'}
        message={
          confirm?.kind === 'rotate'
            ? 'A new secret signs every request from now on; the current one signs too for 24 hours, while the receiver moves over.'
            : `${confirm?.hook.url ?? ''} gets no more events, and its delivery log is deleted.`
        }
        confirmLabel={confirm?.kind === 'rotate' ? 'Rotate' : 'Delete'}
        destructive={confirm?.kind === 'delete'}
        busy={rotate.isPending || remove.isPending}
        onConfirm={confirmed}
        onCancel={() => setConfirm(null)}
      />
    </Stack>
  );
}
