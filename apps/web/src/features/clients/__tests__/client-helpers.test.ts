import { describe, expect, it } from 'vitest';

import { encodeBase64Json } from '@/components/vouchers-shared';
import { client } from '@/test/fixtures/client';

import { clientFormErrors, clientFormValuesFrom, saveClientRequest } from '../client-form';
import { clientEditPath, decodeCompanyInfo, parseAddress } from '../company-info';
import { advertisableLabel, clientListQuery, parseClientFilters } from '../list-state';

describe('companyInfo links', () => {
  it('encode the client as base64 JSON that decodes back, non-ASCII intact', () => {
    const cafe = client({ name: 'Café Zoë 日本', potential: 'Très haut' });
    const url = new URL(clientEditPath(cafe), 'http://localhost');
    expect(url.pathname).toBe('/client_companies/edit');
    const companyInfo = url.searchParams.get('companyInfo');
    expect(companyInfo).not.toBeNull();
    expect(
      JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(companyInfo!), (c) => c.charCodeAt(0)))),
    ).toEqual(cafe);
    expect(decodeCompanyInfo(companyInfo)).toEqual(cafe);
  });

  it('refuse a missing, unreadable or incomplete companyInfo', () => {
    expect(decodeCompanyInfo(null)).toBeNull();
    expect(decodeCompanyInfo('not-base64!')).toBeNull();
    expect(decodeCompanyInfo(encodeBase64Json({ name: 'No id' }))).toBeNull();
  });

  it('read the address JSON string, leaving unreadable parts empty', () => {
    expect(parseAddress(client().address)).toEqual({
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411001',
    });
    expect(parseAddress('{"city":"Goa","pincode":403001}')).toEqual({
      city: 'Goa',
      state: '',
      country: '',
      pincode: '403001',
    });
    expect(parseAddress('nonsense')).toEqual({ city: '', state: '', country: '', pincode: '' });
  });
});

describe('the client form', () => {
  it('starts an edit from the client, address parts in their fields', () => {
    expect(clientFormValuesFrom(client())).toEqual({
      name: 'Acme Prints',
      contact: '9876543210',
      country: 'India',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      client_type: '2',
      potential: 'High',
      is_advertisible: true,
    });
  });

  it('sends the address as a JSON string with the pincode as a string', () => {
    const values = {
      name: 'Acme',
      contact: 9876543210,
      country: 'India',
      city: 'Pune',
      state: 'MH',
      pincode: 411001,
      client_type: 1,
      potential: '',
      is_advertisible: false,
    };
    const body = saveClientRequest(values, '2024-01-05T10:00:00.000Z');
    expect(body).toEqual({
      name: 'Acme',
      contact: 9876543210,
      client_type: 1,
      potential: '',
      address: '{"city":"Pune","state":"MH","country":"India","pincode":"411001"}',
      is_advertisible: false,
      joined_on: '2024-01-05T10:00:00.000Z',
    });
  });

  it("moves a 400's address keys onto the address fields", () => {
    expect(
      clientFormErrors({
        name: 'Too long',
        'address.city': 'This field is Required',
        'address.pincode': 'Must be a number',
        address: 'Must be a JSON object',
        joined_on: 'ignored',
      }),
    ).toEqual({
      name: 'Too long',
      city: 'This field is Required',
      pincode: 'Must be a number',
      country: 'Must be a JSON object',
    });
  });
});

describe('the client list', () => {
  it('says YES or NO for Is Advertisable', () => {
    expect(advertisableLabel({ is_advertisible: true })).toBe('YES');
    expect(advertisableLabel({ is_advertisible: false })).toBe('NO');
  });

  it('asks the API for a page: paging, ordering, the name or contact, the joined dates', () => {
    expect(
      clientListQuery({ page: 3, pageSize: 25, ordering: 'name', q: 'acme' }, { fromDate: '2024-01-01' }),
    ).toEqual({
      limit: 25,
      offset: 50,
      ordering: 'name',
      query: 'acme',
      from_date: '2024-01-01',
    });
    expect(parseClientFilters(new URLSearchParams('from_date=2024-02-30&to_date=2024-03-01'))).toEqual({
      toDate: '2024-03-01',
    });
  });
});
