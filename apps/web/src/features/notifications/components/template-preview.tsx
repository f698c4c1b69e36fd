import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { ListProgress } from '@/components/list-body';
import { LoadingState } from '@/components/page';
import { errorText } from '@/lib/error-text';

import { useTemplatePreview } from '../api/preview-notification-template';
import { MessageView } from './message-view';

import type { TMailEvent, TNotificationTemplateRequest } from '@printhub/contract';

export const INVALID_DRAFT_TEXT = 'The preview comes back once the subject and body are valid.';

/** The draft filled with an example order, as the recipient would get it (null: the draft is not valid). */
export function TemplatePreview({
  event,
  draft,
}: {
  event: TMailEvent;
  draft: TNotificationTemplateRequest | null;
}) {
  const preview = useTemplatePreview(event, draft);
  let body;
  if (draft === null && !preview.data) body = <Alert severity="info">{INVALID_DRAFT_TEXT}</Alert>;
  else if (preview.isError) body = <Alert severity="error">{errorText(preview.error)}</Alert>;
  else if (!preview.data) body = <LoadingState label="Loading the preview…" />;
  else
    body = (
      <>
        {draft === null && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {INVALID_DRAFT_TEXT}
          </Alert>
        )}
        <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          <Typography component="span" color="text.secondary">
            Subject:{' '}
          </Typography>
          {preview.data.subject}
        </Typography>
        <MessageView html={preview.data.html} text={preview.data.text} label="Preview of the message" />
      </>
    );
  return (
    <Paper variant="outlined" component="section" aria-label="Preview" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Preview
      </Typography>
      <ListProgress fetching={preview.isFetching && Boolean(preview.data)} label="Loading the preview" />
      {body}
    </Paper>
  );
}
