import AssignmentIcon from '@mui/icons-material/Assignment';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmailIcon from '@mui/icons-material/Email';
import GroupIcon from '@mui/icons-material/Group';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import WebhookIcon from '@mui/icons-material/Webhook';

import type { SvgIconComponent } from '@mui/icons-material';

export interface MenuLink {
  label: string;
  to: string;
  icon?: SvgIconComponent;
}

export interface MenuGroup {
  label: string;
  icon: SvgIconComponent;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (label: string, to: string, icon?: SvgIconComponent): MenuLink => ({ label, to, icon });
const group = (label: string, icon: SvgIconComponent, items: MenuLink[]) => ({ label, icon, items });

/** Side menu, super admin; labels word for word. */
export const SUPER_ADMIN_MENU: MenuEntry[] = [
  link('Dashboard', '/dashboard', DashboardIcon),
  // The clipboard of the job that travels through the shop; an icon every screen already loads (below).
  link('Production', '/production', AssignmentIcon),
  link('Users', '/users', GroupIcon),
  group('Orders', ShoppingCartIcon, [
    link('Pending', '/pending_orders'),
    link('Assigned', '/assigned_orders'),
    link('Completed', '/completed_orders'),
    link('Total', '/total_orders'),
  ]),
  group('Subscription Orders', AutorenewIcon, [
    link('Pending', '/subscription_pending_orders'),
    link('Assigned', '/subscription_assigned_orders'),
    link('Completed', '/subscription_completed_orders'),
    link('Total', '/subscription_total_orders'),
  ]),
  link('Staff Users', '/staff_users', BadgeIcon),
  link('Leads', '/leads', ContactPhoneIcon),
  link('Subscriptions', '/subscriptions', SubscriptionsIcon),
  link('User Subscription Plans', '/user_subscription', CardMembershipIcon),
  link('QR Codes', '/qr_codes', QrCode2Icon),
  link('Companies', '/client_companies', BusinessIcon),
  link('Vouchers', '/vouchers', CardGiftcardIcon),
  link('Referrals', '/referrals', ShareIcon),
  link('Coupons', '/coupons', LocalOfferIcon),
  // The clipboard the staff menu's orders have: every screen loads the menu, so no icon of its own.
  link('Audit Log', '/audit_log', AssignmentIcon),
  link('Notifications', '/notifications', EmailIcon),
  link('Webhooks', '/webhooks', WebhookIcon),
  link('Settings', '/settings', SettingsIcon),
];

/** Side menu, staff. */
export const STAFF_MENU: MenuEntry[] = [
  link('Dashboard', '/dashboard', DashboardIcon),
  link('Production', '/production', AssignmentIcon),
  group('Orders', AssignmentIcon, [
    link('Assigned Orders', '/assigned_orders'),
    link('Out For Delivery Orders', '/out_for_delivery_orders'),
    link('Completed Orders', '/completed_orders'),
  ]),
];

export const menuFor = (isSuperuser: boolean): MenuEntry[] => (isSuperuser ? SUPER_ADMIN_MENU : STAFF_MENU);

/** Every link of the role's menu, its groups' too. */
export const menuLinks = (isSuperuser: boolean): MenuLink[] =>
  menuFor(isSuperuser).flatMap((entry) => ('items' in entry ? entry.items : [entry]));
