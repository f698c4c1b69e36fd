import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { client } from '@/test/fixtures/client';
import { renderWithProviders } from '@/test/render';

import { clientEditPath } from '../company-info';
import { ClientDetailsPage } from '../components/client-details-page';

import type userEvent from '@testing-library/user-event';

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mockApi(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

function renderPage(path: string) {
  return renderWithProviders(<ClientDetailsPage />, {
    path,
    route: '/client_companies/:viewType',
    routes: (
      <>
        <Route path="/client_companies" element={<h1>Client list</h1>} />
        <Route path="/404" element={<h1>This is 404 page</h1>} />
      </>
    ),
  }).user;
}

type User = ReturnType<typeof userEvent.setup>;
const textbox = (label: RegExp) => screen.getByRole('textbox', { name: label });
const numberBox = (label: RegExp) => screen.getByRole('spinbutton', { name: label });
const submit = () => screen.getByRole('button', { name: 'Create Client' });
const advertisable = () => screen.getByRole('switch', { name: 'IS ADVERTISABLE' });

async function fill(user: User) {
  await user.type(textbox(/^Client Name/), 'Café Zoë 日本');
  await user.type(numberBox(/^Phone Number/), '9876543210');
  await user.type(textbox(/^Client Country/), 'India');
  await user.type(textbox(/^City/), 'Pune');
  await user.type(textbox(/^State/), 'Maharashtra');
  await user.type(numberBox(/^Pin Code/), '411001');
  await user.type(numberBox(/^Client Type/), '2');
  await user.type(textbox(/^Client Potential/), 'High');
  await user.click(advertisable());
}

const SAVED = client({ id: 9, name: 'Café Zoë 日本' });

describe('ClientDetailsPage: create', () => {
  it("is headed 'Create New Client Company' with every field and 'Create Client'", () => {
    renderPage('/client_companies/create');
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Client Company' })).toBeInTheDocument();
    for (const label of [/^Client Name/, /^Client Country/, /^City/, /^State/, /^Client Potential/]) {
      expect(textbox(label)).toHaveValue('');
    }
    for (const label of [/^Phone Number/, /^Pin Code/, /^Client Type/])
      expect(numberBox(label)).toHaveValue(null);
    expect(advertisable()).not.toBeChecked();
    expect(submit()).toBeInTheDocument();
  });

  it("shows 'This field is Required' on every required field and sends nothing", async () => {
    const calls = mockApi(() => json(SAVED, 201));
    const user = renderPage('/client_companies/create');
    await user.click(submit());
    for (const field of [
      textbox(/^Client Name/),
      numberBox(/^Phone Number/),
      textbox(/^Client Country/),
      textbox(/^City/),
      textbox(/^State/),
      numberBox(/^Pin Code/),
      numberBox(/^Client Type/),
    ]) {
      expect(field).toHaveAccessibleDescription('This field is Required');
    }
    expect(textbox(/^Client Potential/)).not.toHaveAccessibleDescription();
    expect(calls).toHaveLength(0);
  });

  it('POSTs save-clients with the address as a JSON string, then goes to /client_companies', async () => {
    const calls = mockApi(() => json(SAVED, 201));
    const user = renderPage('/client_companies/create');
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Client list' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/client_companies$/);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/save-clients/');
    expect(calls[0]!.body).toEqual({
      name: 'Café Zoë 日本',
      contact: 9876543210,
      client_type: 2,
      potential: 'High',
      address: JSON.stringify({ city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001' }),
      is_advertisible: true,
      joined_on: expect.any(String),
    });
  });

  it("shows the server's field messages, and no banner as well, when the save is refused on fields", async () => {
    mockApi(() =>
      json(
        {
          errors: [
            { message: 'Must be 100,000 or more', context: { key: 'contact' } },
            { message: 'Unknown city', context: { key: 'address.city' } },
          ],
        },
        400,
      ),
    );
    const user = renderPage('/client_companies/create');
    await fill(user);
    await user.click(submit());
    await waitFor(() =>
      expect(numberBox(/^Phone Number/)).toHaveAccessibleDescription('Must be 100,000 or more'),
    );
    expect(textbox(/^City/)).toHaveAccessibleDescription('Unknown city');
    // Shown once: under the fields, not in a banner as well.
    expect(screen.queryByText('Something went wrong — please try again!')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Client list' })).not.toBeInTheDocument();
  });

  it('item 10: a PIN code is six digits, the first not 0, and its message says so', async () => {
    const calls = mockApi(() => json(SAVED, 201));
    const user = renderPage('/client_companies/create');
    await fill(user);
    for (const typed of ['041100', '41100', '4110011']) {
      await user.clear(numberBox(/^Pin Code/));
      await user.type(numberBox(/^Pin Code/), typed);
      await user.click(submit());
      await waitFor(() =>
        expect(numberBox(/^Pin Code/)).toHaveAccessibleDescription(
          'PIN code must be 6 digits, not starting with 0',
        ),
      );
    }
    expect(calls).toHaveLength(0);
    // Still a number field, as the client form has always drawn it.
    expect(numberBox(/^Pin Code/)).toHaveAttribute('type', 'number');
    await user.clear(numberBox(/^Pin Code/));
    await user.type(numberBox(/^Pin Code/), '560001');
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse((calls[0]!.body as { address: string }).address).pincode).toBe('560001');
  });

  it('shows the banner for a failure without field errors too', async () => {
    mockApi(() => json({ error: 'Database unavailable' }, 503));
    const user = renderPage('/client_companies/create');
    await fill(user);
    await user.click(submit());
    expect(await screen.findByText('Something went wrong — please try again!')).toBeInTheDocument();
  });
});

describe('ClientDetailsPage: edit', () => {
  const cafe = client({
    id: 4,
    name: 'Café Zoë 日本',
    contact: 9123456789,
    potential: 'Medium',
    is_advertisible: false,
    client_type: 3,
    address: JSON.stringify({ city: 'Kyoto', state: 'Kyoto', country: 'Japan', pincode: '600821' }),
  });

  it("is headed 'Edit', prefilled from companyInfo, and still reads 'Create Client'", () => {
    renderPage(clientEditPath(cafe));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit' })).toBeInTheDocument();
    expect(textbox(/^Client Name/)).toHaveValue('Café Zoë 日本');
    expect(numberBox(/^Phone Number/)).toHaveValue(9123456789);
    expect(textbox(/^Client Country/)).toHaveValue('Japan');
    expect(textbox(/^City/)).toHaveValue('Kyoto');
    expect(textbox(/^State/)).toHaveValue('Kyoto');
    expect(numberBox(/^Pin Code/)).toHaveValue(600821);
    expect(numberBox(/^Client Type/)).toHaveValue(3);
    expect(textbox(/^Client Potential/)).toHaveValue('Medium');
    expect(advertisable()).not.toBeChecked();
    expect(submit()).toBeInTheDocument();
  });

  it('POSTs update-clients?client_id= with the changes, then goes to /client_companies', async () => {
    const calls = mockApi(() => json(cafe));
    const user = renderPage(clientEditPath(cafe));
    await user.clear(textbox(/^City/));
    await user.type(textbox(/^City/), 'Osaka');
    await user.click(advertisable());
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Client list' })).toBeInTheDocument();
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/update-clients/');
    expect(calls[0]!.url.searchParams.get('client_id')).toBe('4');
    expect(calls[0]!.body).toEqual({
      name: 'Café Zoë 日本',
      contact: 9123456789,
      client_type: 3,
      potential: 'Medium',
      address: JSON.stringify({ city: 'Osaka', state: 'Kyoto', country: 'Japan', pincode: '600821' }),
      is_advertisible: true,
      joined_on: cafe.joined_on,
    });
  });

  it('shows the banner when the update fails and stays on the form', async () => {
    mockApi(() => json({ error: 'Client not found' }, 404));
    const user = renderPage(clientEditPath(cafe));
    await user.click(submit());
    expect(await screen.findByText('Something went wrong — please try again!')).toBeInTheDocument();
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.getByRole('heading', { level: 1, name: 'Edit' })).toBeInTheDocument();
  });

  it('explains a missing or broken companyInfo, with a way back', () => {
    renderPage('/client_companies/edit?companyInfo=broken');
    expect(screen.getByText(/The company to edit could not be read from this link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Client Companies' })).toHaveAttribute(
      'href',
      '/client_companies',
    );
    expect(screen.queryByRole('button', { name: 'Create Client' })).not.toBeInTheDocument();
  });

  it('sends an unknown viewType to /404', () => {
    renderPage('/client_companies/view');
    expect(screen.getByRole('heading', { name: 'This is 404 page' })).toBeInTheDocument();
  });
});
