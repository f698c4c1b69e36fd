import { test as setup } from '@playwright/test';

import { ADMIN, signIn, staff, STORAGE } from '../support/accounts';

setup('sign in as super admin', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.context().storageState({ path: STORAGE.admin });
});

setup('sign in as staff', async ({ page }) => {
  await signIn(page, staff());
  await page.context().storageState({ path: STORAGE.staff });
});
