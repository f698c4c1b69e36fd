/** API paths, exactly as SPEC.md §7 and DESIGN.md §3 name them. */
export const API = {
  health: '/api/health',
  appInfo: '/api/app-info',
  login: '/api/admin-login',
  logout: '/api/logout',
  profile: '/api/profile/',
  updatePassword: '/api/update_password',
  staffUsersCreate: '/api/staff_users_create/',
  staffUsers: '/api/staff_users/',
  allOrders: '/api/all-orders/',
  order: (id: number | string) => `/api/all-orders/${id}/`,
  ordersBulkUpdate: '/api/all-orders/bulk-update/',
  ordersExport: '/api/all-orders/export.csv',
  myOrders: '/api/my_orders/',
  orderFiles: '/api/order-files/',
  orderStatus: '/api/order_status',
  print: (ref: string) => `/api/print/${ref}/`,
} as const;

export const APP_NAME_DEFAULT = 'PrintHub';
