export const dashboardKeys = {
  all: ['dashboard'] as const,
  superAdmin: ['dashboard', 'super-admin'] as const,
  staff: ['dashboard', 'staff'] as const,
};
