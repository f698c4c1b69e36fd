import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

import { useListSearchParams } from '@/lib/list-params';

import {
  NOTIFICATION_TABS,
  parseNotificationTab,
  parseTemplateEvent,
  type NotificationTab,
} from '../list-state';
import { OutboxTab } from './outbox-tab';
import { TemplatesTab } from './templates-tab';

import type { TMailEvent } from '@printhub/contract';

const TAB_LABELS: Record<NotificationTab, string> = { outbox: 'Outbox', templates: 'Templates' };

/**
 * /notifications: the outbox (every e-mail written, sent or not) and the templates of the order events'
 * e-mails, as two tabs; the tab and each tab's view live in the URL (`?tab=templates&template=…`).
 */
export function NotificationsPage() {
  const [params, setParams] = useListSearchParams();
  const tab = parseNotificationTab(params);
  // Each tab starts from its own first view; the back button returns to the other's.
  const showTab = (next: NotificationTab) => setParams(next === 'outbox' ? {} : { tab: next });
  const tabs = (
    <Tabs
      value={tab}
      onChange={(_, next: NotificationTab) => showTab(next)}
      aria-label="Notifications"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {NOTIFICATION_TABS.map((value) => (
        <Tab key={value} value={value} label={TAB_LABELS[value]} />
      ))}
    </Tabs>
  );
  if (tab === 'outbox') return <OutboxTab tabs={tabs} />;
  return (
    <TemplatesTab
      tabs={tabs}
      event={parseTemplateEvent(params)}
      onEventChange={(event: TMailEvent) =>
        setParams((previous) => {
          const next = new URLSearchParams(previous);
          next.set('template', event);
          return next;
        })
      }
    />
  );
}
