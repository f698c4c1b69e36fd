import { useListSearchParams } from '@/lib/list-params';

import { parseNotificationTab, parseTemplateEvent } from '../list-state';
import { NotificationTabs } from './notification-tabs';
import { OutboxTab } from './outbox-tab';
import { TemplatesTab } from './templates-tab';

import type { TMailEvent } from '@printhub/contract';

/**
 * /notifications: the outbox (every e-mail written, sent or not) and the templates of the order events'
 * e-mails, as two parts; the part and each part's view live in the URL (`?tab=templates&template=…`).
 */
export function NotificationsPage() {
  const [params, setParams] = useListSearchParams();
  const tab = parseNotificationTab(params);
  const tabs = <NotificationTabs value={tab} />;
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
