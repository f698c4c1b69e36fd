import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  API,
  CONFIGURATION_DEFAULTS,
  CONFIGURATION_DESCRIPTIONS,
  type TConfiguration,
} from '@printhub/contract';

import { json, mockApi, renderWithProviders, type ApiCall } from '@/test/render';

import { NOTHING_CHANGED_TEXT, SETTINGS_SAVED_TEXT } from '../components/settings-form';
import { SettingsPage } from '../components/settings-page';

const settings = (values: Partial<Record<string, TConfiguration['value']>> = {}): TConfiguration[] =>
  Object.entries({ ...CONFIGURATION_DEFAULTS, ...values }).map(([key, value]) => ({
    key,
    value: value as TConfiguration['value'],
    description: CONFIGURATION_DESCRIPTIONS[key as keyof typeof CONFIGURATION_DESCRIPTIONS],
    updated_at: null,
  }));

// By label, not by role: the form has some twenty controls, and each role query reads every one's styles.
const numberBox = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const textBox = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });
const day = (name: string) => screen.getByLabelText(name, { selector: 'input[type="checkbox"]' });
const save = () => screen.getByText('Save', { selector: 'button' });

/** The API: GET answers the settings; PATCH answers `patch` of the call, or saves what it is sent. */
function serve(initial = settings(), patch?: (call: ApiCall) => Response) {
  let current = initial;
  return mockApi({
    [`GET ${API.configurations}`]: () => json(current),
    [`PATCH ${API.configurations}`]: (call) => {
      if (patch) return patch(call);
      current = settings({
        ...Object.fromEntries(current.map((c) => [c.key, c.value])),
        ...(call.body as object),
      });
      return json(current);
    },
  });
}

async function renderPage() {
  const rendered = renderWithProviders(<SettingsPage />, { path: '/settings' });
  await screen.findByRole('form', { name: 'Shop settings' });
  return rendered;
}

describe('/settings', () => {
  it("shows every setting's saved value, the closed days checked and the holidays a line each", async () => {
    serve(
      settings({
        turnaround_hours: 36,
        closed_weekdays: ['saturday', 'sunday'],
        holidays: ['2026-12-25', '2027-01-26'],
      }),
    );
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(numberBox(/^Turnaround \(hours\)/)).toHaveValue(36);
    expect(numberBox(/^Rush turnaround/)).toHaveValue(8);
    expect(numberBox(/^Rush surcharge/)).toHaveValue(50);
    expect(numberBox(/^Black-and-white page, single-sided/)).toHaveValue(1.5);
    expect(numberBox(/^A3 factor/)).toHaveValue(2);
    expect(numberBox(/^Spiral binding, per copy/)).toHaveValue(40);
    expect(textBox(/^GSTIN/)).toHaveValue('');
    expect(screen.getByLabelText('Prices include GST')).toBeChecked();
    expect(textBox(/^Support e-mail/)).toHaveValue('support@example.com');
    expect(day('Sunday')).toBeChecked();
    expect(day('Saturday')).toBeChecked();
    expect(day('Monday')).not.toBeChecked();
    expect(textBox(/^Holidays/)).toHaveValue('2026-12-25\n2027-01-26');
  });

  it('sends only the changed settings, says so, and shows what was saved', async () => {
    const api = serve();
    const { user } = await renderPage();
    await user.clear(numberBox(/^Turnaround \(hours\)/));
    await user.type(numberBox(/^Turnaround \(hours\)/), '24');
    await user.click(day('Saturday'));
    await user.type(textBox(/^Holidays/), '2026-12-25, 2026-12-24');
    await user.click(save());
    expect(await screen.findByText(SETTINGS_SAVED_TEXT)).toBeInTheDocument();
    const sent = api.to('PATCH', API.configurations);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      turnaround_hours: 24,
      closed_weekdays: ['sunday', 'saturday'],
      holidays: ['2026-12-24', '2026-12-25'],
    });
    expect(textBox(/^Holidays/)).toHaveValue('2026-12-24\n2026-12-25');
  });

  it('saves nothing when nothing changed', async () => {
    const api = serve();
    const { user } = await renderPage();
    await user.click(save());
    expect(await screen.findByText(NOTHING_CHANGED_TEXT)).toBeInTheDocument();
    expect(api.mutations()).toHaveLength(0);
  });

  it("checks the fields with the contract's rules before sending", async () => {
    const api = serve();
    const { user } = await renderPage();
    await user.clear(numberBox(/^Turnaround \(hours\)/));
    await user.clear(numberBox(/^Rush surcharge/));
    await user.type(numberBox(/^Rush surcharge/), '5000');
    for (const name of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
      if (name !== 'Sunday') await user.click(day(name));
    await user.type(textBox(/^Holidays/), '2026-13-01');
    await user.clear(textBox(/^Support e-mail/));
    await user.type(textBox(/^Support e-mail/), 'not-an-email');
    await user.click(save());
    await waitFor(() =>
      expect(numberBox(/^Turnaround \(hours\)/)).toHaveAccessibleDescription('This field is Required'),
    );
    expect(numberBox(/^Rush surcharge/)).toHaveAccessibleDescription('Must be 1,000 or less');
    expect(screen.getByText('Leave at least one day open')).toBeInTheDocument();
    expect(textBox(/^Holidays/)).toHaveAccessibleDescription(/^2026-13-01: /);
    expect(textBox(/^Support e-mail/)).toHaveAccessibleDescription('Enter a valid email address');
    expect(api.mutations()).toHaveLength(0);
  });

  it("puts the server's field errors under their fields, a holiday's under Holidays", async () => {
    serve(settings(), () =>
      json(
        {
          errors: [
            { message: 'Too far ahead', context: { key: 'holidays.0' } },
            { message: 'Not accepted', context: { key: 'turnaround_hours' } },
          ],
        },
        400,
      ),
    );
    const { user } = await renderPage();
    await user.type(textBox(/^Holidays/), '2026-12-25');
    await user.clear(numberBox(/^Turnaround \(hours\)/));
    await user.type(numberBox(/^Turnaround \(hours\)/), '30');
    await user.click(save());
    await waitFor(() => expect(textBox(/^Holidays/)).toHaveAccessibleDescription('Too far ahead'));
    expect(numberBox(/^Turnaround \(hours\)/)).toHaveAccessibleDescription('Not accepted');
    expect(screen.queryByText(SETTINGS_SAVED_TEXT)).not.toBeInTheDocument();
  });

  it('shows every setting once, in its section, with its meaning', async () => {
    serve();
    await renderPage();
    const legends = [...document.querySelectorAll('form fieldset:not([aria-hidden]) > legend')].map(
      (l) => l.textContent,
    );
    expect(legends).toEqual([
      'Prices',
      'Turnaround',
      'Closed days',
      'Seller and GST',
      'Customers and limits',
    ]);
    // Every setting has its box (the closed days and the GST yes/no are checkboxes, by their labels).
    const inputs = document.querySelectorAll('form input[name], form textarea[name]');
    const names = [...inputs].map((i) => i.getAttribute('name'));
    const boxed = Object.keys(CONFIGURATION_DEFAULTS).filter(
      (k) => k !== 'closed_weekdays' && k !== 'prices_include_gst',
    );
    expect(names.sort()).toEqual(boxed.sort());
    expect(day('Sunday')).toBeInTheDocument();
    expect(screen.getByLabelText('Prices include GST')).toBeInTheDocument();
    expect(numberBox(/^Colour page, double-sided/)).toHaveAccessibleDescription(
      CONFIGURATION_DESCRIPTIONS.price_per_page_color_double,
    );
  });

  it('sends the seller, the price list and the GST yes/no; a wrong GSTIN is refused under its field', async () => {
    const api = serve();
    const { user } = await renderPage();
    await user.type(textBox(/^GSTIN/), '27AAPFU0939F1ZW');
    await user.click(save());
    await waitFor(() =>
      expect(textBox(/^GSTIN/)).toHaveAccessibleDescription(
        'The last character does not match: check the GSTIN for a typing mistake',
      ),
    );
    expect(api.mutations()).toHaveLength(0);
    await user.clear(textBox(/^GSTIN/));
    await user.type(textBox(/^GSTIN/), '27aapfu0939f1zv');
    await user.clear(numberBox(/^A3 factor/));
    await user.type(numberBox(/^A3 factor/), '2.5');
    await user.click(screen.getByLabelText('Prices include GST'));
    await user.click(save());
    expect(await screen.findByText(SETTINGS_SAVED_TEXT)).toBeInTheDocument();
    expect(api.to('PATCH', API.configurations)[0]!.body).toEqual({
      paper_factor_a3: 2.5,
      gstin: '27AAPFU0939F1ZV',
      prices_include_gst: false,
    });
  });

  it("shows the server's refusal of a seller field under it", async () => {
    serve(settings(), () =>
      json({ errors: [{ message: 'Not this SAC', context: { key: 'sac_code' } }] }, 400),
    );
    const { user } = await renderPage();
    await user.clear(textBox(/^SAC code/));
    await user.type(textBox(/^SAC code/), '998913');
    await user.click(save());
    await waitFor(() => expect(textBox(/^SAC code/)).toHaveAccessibleDescription('Not this SAC'));
  });
});
