import {
  CONFIGURATION_DEFAULTS,
  CONFIGURATION_KEYS,
  CONFIGURATION_SCHEMAS,
  REQUIRED_MESSAGE,
  WEEKDAYS,
  ZUpdateConfigurationsRequest,
  type TConfiguration,
  type TConfigurationKey,
  type TUpdateConfigurationsRequest,
  type TWeekday,
} from '@printhub/contract';

import type { FieldErrors, Resolver } from 'react-hook-form';

type KeysHolding<T> = {
  [K in TConfigurationKey]: (typeof CONFIGURATION_DEFAULTS)[K] extends T ? K : never;
}[TConfigurationKey];
export type NumberSetting = KeysHolding<number>;
export type TextSetting = KeysHolding<string>;

/** The settings held as numbers, typed into number boxes (so held as text while typed). */
export const NUMBER_SETTINGS = CONFIGURATION_KEYS.filter(
  (key): key is NumberSetting => typeof CONFIGURATION_DEFAULTS[key] === 'number',
);

/** The settings held as text. */
export const TEXT_SETTINGS = CONFIGURATION_KEYS.filter(
  (key): key is TextSetting => typeof CONFIGURATION_DEFAULTS[key] === 'string',
);

/**
 * What the settings form holds: each number as typed, the texts, the yes/no of GST in the prices, the closed
 * days as checked, and the holidays as text, a date a line (commas and spaces separate them too).
 */
export type SettingsFormValues = Record<NumberSetting, string> &
  Record<TextSetting, string> & {
    prices_include_gst: boolean;
    closed_weekdays: TWeekday[];
    holidays: string;
  };

export type Settings = { [K in TConfigurationKey]: (typeof CONFIGURATION_DEFAULTS)[K] };

/** The settings as the server sent them, a stored value that no longer passes its schema read as its default. */
export function settingsFrom(list: readonly TConfiguration[]): Settings {
  const stored = new Map(list.map((c) => [c.key, c.value]));
  return Object.fromEntries(
    CONFIGURATION_KEYS.map((key) => {
      const parsed = CONFIGURATION_SCHEMAS[key].safeParse(stored.get(key));
      return [key, parsed.success ? parsed.data : CONFIGURATION_DEFAULTS[key]];
    }),
  ) as Settings;
}

/** The form's fields for some settings; the closed days in the week's order. */
export function settingsFormValues(settings: Settings): SettingsFormValues {
  const numbers = Object.fromEntries(NUMBER_SETTINGS.map((key) => [key, String(settings[key])]));
  const texts = Object.fromEntries(TEXT_SETTINGS.map((key) => [key, settings[key]]));
  return {
    ...(numbers as Record<NumberSetting, string>),
    ...(texts as Record<TextSetting, string>),
    prices_include_gst: settings.prices_include_gst,
    closed_weekdays: WEEKDAYS.filter((day) => settings.closed_weekdays.includes(day)),
    holidays: settings.holidays.join('\n'),
  };
}

const holidayList = (text: string): string[] => text.split(/[\s,]+/).filter((day) => day !== '');

/** Every setting as the request names it (a number box left empty stays '', for the "required" message). */
function requestValues(values: SettingsFormValues): Record<TConfigurationKey, unknown> {
  const numbers = Object.fromEntries(
    NUMBER_SETTINGS.map((key) => {
      const text = values[key].trim();
      return [key, text === '' ? '' : Number(text)];
    }),
  );
  const texts = Object.fromEntries(TEXT_SETTINGS.map((key) => [key, values[key].trim()]));
  return {
    ...(numbers as Record<NumberSetting, unknown>),
    ...(texts as Record<TextSetting, string>),
    prices_include_gst: values.prices_include_gst,
    closed_weekdays: WEEKDAYS.filter((day) => values.closed_weekdays.includes(day)),
    holidays: [...new Set(holidayList(values.holidays))].sort(),
  };
}

/**
 * The contract's schema on every field, each message under its field; an empty number box reads "required",
 * and a wrong holiday is named with its message ("2026-13-01: Use a date like 2024-01-05").
 */
export const settingsFormResolver: Resolver<SettingsFormValues, unknown, Settings> = (values) => {
  const input = requestValues(values);
  const parsed = ZUpdateConfigurationsRequest.safeParse(input);
  if (parsed.success) return { values: parsed.data as Settings, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const [key, index] = issue.path as [TConfigurationKey, number | undefined];
    if (errors[key]) continue;
    let message = issue.message;
    if (input[key] === '') message = REQUIRED_MESSAGE;
    else if (key === 'holidays' && typeof index === 'number')
      message = `${(input.holidays as string[])[index]}: ${message}`;
    errors[key] = { type: 'validate', message };
  }
  return { values: {}, errors: errors as FieldErrors<SettingsFormValues> };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The settings that differ from the saved ones: all PATCH needs to send (and audit). */
export function changedSettings(saved: Settings, wanted: Settings): TUpdateConfigurationsRequest {
  return Object.fromEntries(
    CONFIGURATION_KEYS.filter((key) => !same(saved[key], wanted[key])).map((key) => [key, wanted[key]]),
  ) as TUpdateConfigurationsRequest;
}

/**
 * A 400's field key as the form names it: an item of a list ('holidays.2') is the list's field, which shows
 * its message.
 */
export const formFieldOf = (key: string): string => key.split('.')[0]!;
