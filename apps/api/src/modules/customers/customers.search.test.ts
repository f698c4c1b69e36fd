import { describe, expect, it } from 'vitest';

import { createCustomer, postOrderForm, useTestContext } from '../../../test/helper';
import { makePdf } from '../../db/seed/pdf';

const ctx = useTestContext();

describe('issue 37 item 6: the counter’s customer search, and customers without an e-mail', () => {
  it('issue 37 item 6: finds by part of a name, e-mail or mobile, at most 10 rows, for staff users too', async () => {
    const { t } = ctx;
    const staff = await t.createStaff();
    const mine = await createCustomer(t, {
      first_name: 'Zebulon',
      email: 'zeb.unique@example.com',
      mobile: '+91 77777 12345',
    });
    for (let i = 0; i < 12; i += 1) await createCustomer(t, { first_name: `Manyname${i}` });
    const search = (query: string) =>
      t.call('GET', `/api/customers/search?query=${encodeURIComponent(query)}`, undefined, staff.token);
    for (const query of ['zebul', 'ZEB.UNIQUE@', '77777 123']) {
      const res = await search(query);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual([
        {
          id: mine.id,
          name: expect.stringMatching(/^Zebulon /),
          email: 'zeb.unique@example.com',
          mobile: '+91 77777 12345',
        },
      ]);
    }
    const many = await search('manyname');
    expect(many.json()).toHaveLength(10);
    expect((await search(' ')).statusCode).toBe(400);
  });

  it('issue 37 item 6: a customer without an e-mail shows in the search, the users list and its CSV export', async () => {
    const { t, admin } = ctx;
    const placed = await postOrderForm(
      t,
      '/api/all-orders/',
      admin,
      [{ name: 'a.pdf', data: makePdf({ pages: 1 }) }],
      {
        first_name: 'Noemail',
        last_name: 'Person',
        mobile: '+91 66666 00001',
      },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().user;
    const found = await t.call('GET', '/api/customers/search?query=66666');
    expect(found.json()).toEqual([{ id, name: 'Noemail Person', email: null, mobile: '+91 66666 00001' }]);
    const list = await t.call('GET', '/api/users/?query=noemail');
    expect(list.json().results).toEqual([expect.objectContaining({ id, email: null })]);
    const csv = await t.call('GET', '/api/users/export.csv?query=noemail');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toMatch(new RegExp(`^${id},Noemail,Person,,`, 'm'));
  });
});
