import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';

import { MAIL_EVENTS, type TMailEvent } from '@printhub/contract';

import { ChunkErrorBoundary } from '@/components/chunk-error-boundary';
import { FilterSelect } from '@/components/filter-select';
import { LoadingState, PageHeading } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import { useNotificationTemplates } from '../api/get-notification-templates';
import { NOTIFICATION_KIND_LABELS } from '../list-state';

/** The form (react-hook-form, the fields, the preview) loads with the templates: the outbox does not need it. */
const TemplateEditor = lazyWithTimeout(() =>
  import('./template-editor').then((m) => ({ default: m.TemplateEditor })),
);

const TEMPLATE_OPTIONS = MAIL_EVENTS.map((event) => ({
  value: event,
  label: NOTIFICATION_KIND_LABELS[event],
}));

/** Each order event's e-mail, one at a time (`?template=`): its subject and body, and their preview. */
export function TemplatesTab({
  tabs,
  event,
  onEventChange,
}: {
  tabs: ReactNode;
  event: TMailEvent;
  onEventChange: (event: TMailEvent) => void;
}) {
  const templates = useNotificationTemplates();
  const template = templates.data?.find((t) => t.event === event);
  let body;
  if (templates.isPending) body = <LoadingState label="Loading the templates…" />;
  else if (templates.isError)
    body = <QueryError error={templates.error} onRetry={() => void templates.refetch()} />;
  else if (!template) body = <Typography>This event has no e-mail.</Typography>;
  // Keyed by the event and the saved text: another template, or a save elsewhere, starts a new form.
  else
    body = (
      <ChunkErrorBoundary>
        <Suspense fallback={<LoadingState label="Loading the editor…" />}>
          <TemplateEditor key={`${event}:${template.updated_at ?? ''}`} template={template} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  return (
    <Box component="section">
      <PageHeading title="Notifications" />
      {tabs}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <FilterSelect<TMailEvent>
          label="E-mail of the event"
          value={event}
          options={TEMPLATE_OPTIONS}
          onChange={onEventChange}
          minWidth={220}
        />
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {event}
        </Typography>
      </Box>
      {body}
    </Box>
  );
}
