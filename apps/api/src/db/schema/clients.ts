import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import type { TClientAddress } from '@printhub/contract';

/** Client companies. The address is kept as JSON and sent as a JSON string. */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    potential: text('potential').notNull().default(''),
    joinedOn: timestamp('joined_on', { withTimezone: true }).notNull().defaultNow(),
    isAdvertisible: boolean('is_advertisible').notNull().default(false),
    clientType: integer('client_type').notNull(),
    address: jsonb('address').$type<TClientAddress>().notNull(),
  },
  (t) => [index('clients_joined_on_idx').on(t.joinedOn.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
