/** API paths, exactly as SPEC.md §7 and DESIGN.md §3 name them. */
export const API = {
  health: '/api/health',
  appInfo: '/api/app-info',
  login: '/api/admin-login',
  logout: '/api/logout',
  profile: '/api/profile/',
  updatePassword: '/api/update_password',
  staffUsersCreate: '/api/staff_users_create/',
} as const;

export const APP_NAME_DEFAULT = 'PrintHub';
