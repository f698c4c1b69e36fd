/** The super admin every test database starts with (created once, in the template). */
export const TEST_ADMIN = { email: 'admin@example.com', password: 'admin-password-1' } as const;
