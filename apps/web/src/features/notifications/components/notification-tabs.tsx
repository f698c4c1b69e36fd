import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

import { NOTIFICATION_TABS, type NotificationTab } from '../list-state';

const TAB_LABELS: Record<NotificationTab, string> = { outbox: 'Outbox', templates: 'Templates' };
const TAB_SEARCH: Record<NotificationTab, string> = { outbox: '', templates: '?tab=templates' };

/**
 * The screen's two parts as links drawn like tabs: each part is a URL of its own (a bookmark, the back
 * button), and each starts from its first view. Links rather than MUI's Tabs, which the production board
 * alone loads: shared, they would be a chunk of their own that the board then loads apart.
 */
export function NotificationTabs({ value }: { value: NotificationTab }) {
  return (
    <Box
      component="nav"
      aria-label="Notifications"
      sx={{ display: 'flex', gap: 1, mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {NOTIFICATION_TABS.map((tab) => {
        const current = tab === value;
        return (
          <Button
            key={tab}
            component={RouterLink}
            to={{ search: TAB_SEARCH[tab] }}
            aria-current={current ? 'page' : undefined}
            sx={{
              borderRadius: 0,
              borderBottom: 2,
              borderColor: current ? 'primary.main' : 'transparent',
              // The text in the page's text colours (the primary green is too light for text on white).
              color: current ? 'text.primary' : 'text.secondary',
              fontWeight: current ? 600 : undefined,
              mb: '-1px',
            }}
          >
            {TAB_LABELS[tab]}
          </Button>
        );
      })}
    </Box>
  );
}
