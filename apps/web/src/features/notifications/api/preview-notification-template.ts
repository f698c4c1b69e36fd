import { keepPreviousData, useQuery } from '@tanstack/react-query';

import {
  API,
  ZNotificationPreview,
  type TMailEvent,
  type TNotificationPreview,
  type TNotificationTemplateRequest,
} from '@printhub/contract';

import { api } from '@/lib/api-client';

import { notificationKeys } from '../query-keys';

/** POST /api/notification-templates/{event}/preview {subject, body}: the draft filled with an example order. */
export const previewNotificationTemplate = (
  event: TMailEvent,
  draft: TNotificationTemplateRequest,
  signal?: AbortSignal,
): Promise<TNotificationPreview> =>
  api.post(API.notificationTemplatePreview(event), draft, { schema: ZNotificationPreview, signal });

/**
 * The preview of a draft (null while the draft is not valid): asked once per draft, the previous preview
 * shown while the next one comes; a draft already previewed is not asked again.
 */
export const useTemplatePreview = (event: TMailEvent, draft: TNotificationTemplateRequest | null) =>
  useQuery({
    queryKey: notificationKeys.preview(event, { ...draft }),
    queryFn: ({ signal }) => previewNotificationTemplate(event, draft!, signal),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
