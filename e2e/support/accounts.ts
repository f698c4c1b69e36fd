import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' };
export const staff = () => ({
  email: process.env.E2E_STAFF_EMAIL!,
  password: process.env.E2E_STAFF_PASSWORD!,
});

const authRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.auth');
/**
 * Where one run keeps its signed-in states: a folder per server (by its port). Runs started side by side each
 * have their own server and data, so one run's tokens mean nothing to another, and a shared file would sign
 * the other run's tests out half-way.
 */
export const authDirFor = (baseUrl: string | undefined) =>
  path.join(authRoot, baseUrl ? new URL(baseUrl).port : 'default');
const authDir = authDirFor(process.env.E2E_BASE_URL);
export const STORAGE = {
  admin: path.join(authDir, 'admin.json'),
  staff: path.join(authDir, 'staff.json'),
} as const;

/** Signs in through the form, as a person would. */
export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

/** Signs in through the API (for set-up steps that are not what a test is about). */
export async function apiToken(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/api/admin-login', { data: who });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

let counter = 0;
/** A new staff user of this test's own, so that tests that change passwords or sign out stay independent (named by
 * the worker too: the two workers count on their own). */
export async function newStaffUser(request: APIRequestContext) {
  counter += 1;
  const who = {
    full_name: `E2E Staff ${process.pid}-${counter}`,
    email: `e2e-staff-${Date.now()}-${counter}@example.com`,
    password: `first-password-${counter}`,
  };
  const token = await apiToken(request, ADMIN);
  const res = await request.post('/api/staff_users_create/', {
    data: who,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...who, id: ((await res.json()) as { id: number }).id };
}
