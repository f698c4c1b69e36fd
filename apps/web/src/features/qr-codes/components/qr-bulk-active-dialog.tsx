import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/notices';

import { useBulkUpdateQrCodes } from '../api/bulk-update-qr-codes';

/** What the open confirmation does; kept while the dialog closes, so its title does not change. */
export interface QrBulkActiveRequest {
  ids: number[];
  isActive: boolean;
  open: boolean;
}

const plural = (n: number) => `${n} QR ${n === 1 ? 'code' : 'codes'}`;

interface QrBulkActiveDialogProps {
  request: QrBulkActiveRequest;
  onClose: () => void;
  /** The QR codes were changed: the selection can go. */
  onDone: () => void;
  onError: () => void;
}

/** Asks before activating or deactivating the selected QR codes, then changes them in one request. */
export function QrBulkActiveDialog({ request, onClose, onDone, onError }: QrBulkActiveDialogProps) {
  const bulk = useBulkUpdateQrCodes();
  const verb = request.isActive ? 'Activate' : 'Deactivate';
  const confirm = () =>
    bulk.mutate(
      { ids: request.ids, is_active: request.isActive },
      {
        onSuccess: ({ updated }) => {
          onClose();
          onDone();
          toast.success(`${plural(updated.length)} ${request.isActive ? 'activated' : 'deactivated'}`);
        },
        onError: () => {
          onClose();
          onError();
        },
      },
    );
  return (
    <ConfirmDialog
      open={request.open}
      title={`${verb} ${plural(request.ids.length)}?`}
      message={
        request.isActive
          ? 'Scans of these codes work again while they are valid.'
          : 'Scans of these codes are refused until they are activated again.'
      }
      confirmLabel={verb}
      destructive={!request.isActive}
      busy={bulk.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
