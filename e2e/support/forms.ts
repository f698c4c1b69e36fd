import { expect, type Locator } from '@playwright/test';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ordinal = (day: number) => {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
};

/** A date as the date fields show it: '15th Jun, 2099'. */
export const shownDate = (iso: string): string => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${ordinal(day)} ${MONTHS[month - 1]}, ${year}`;
};

/**
 * Types a date (YYYY-MM-DD) into the MUI date field labelled `label` inside `scope`, section by section as
 * a person does with the keyboard, and waits until the field shows it.
 */
export async function typeDate(scope: Locator, label: string, iso: string) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const group = scope.getByRole('group', { name: new RegExp(`^${label}`) });
  await group.getByRole('spinbutton', { name: 'Day' }).click();
  const keyboard = scope.page().keyboard;
  await keyboard.type(String(day).padStart(2, '0'));
  await keyboard.type(String(month).padStart(2, '0'));
  await keyboard.type(String(year));
  await expect(group).toContainText(shownDate(iso));
}

/** Expects the date field labelled `label` to show `iso`. */
export async function expectDateShown(scope: Locator, label: string, iso: string) {
  await expect(scope.getByRole('group', { name: new RegExp(`^${label}`) })).toContainText(shownDate(iso));
}
