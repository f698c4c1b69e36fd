import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Where events are posted. `secret` signs every request (and `previous_secret` too until
 * `previous_secret_until`, after a rotation). `failing_since`: the first failed try since the last delivery;
 * `disabled_at`: when the server switched the endpoint off for failing too long.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_created_at_idx').on(t.createdAt.desc(), t.id.desc())],
);

/**
 * One try of one event at one endpoint. An event's tries share its `message_id` (the `webhook-id` header)
 * and its exact `body`; the next try is written when one fails.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    type: text('type').notNull(),
    body: text('body').notNull(),
    try: integer('try').notNull().default(1),
    status: text('status')
      .$type<'pending' | 'delivered' | 'failed' | 'cancelled'>()
      .notNull()
      .default('pending'),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    response: text('response'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    triedAt: timestamp('tried_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id.desc()),
    index('webhook_deliveries_message_idx').on(t.messageId),
  ],
);
