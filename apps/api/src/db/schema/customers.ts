import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Customers of the print shop (the API and the screens call them "users"). */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** Null for a customer made at the counter without one; unique (whatever its case) when present. */
    email: text('email'),
    mobile: text('mobile').notNull().default(''),
    /** The customer's GSTIN (upper case, checked by the contract) when they are registered for GST. */
    gstin: text('gstin'),
    coinBalance: integer('coin_balance').notNull().default(0),
    /** Null until the customer signs up or a super admin sets one: no password, no sign-in. */
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** False once the customer turned e-mail off (in their app, or by an e-mail's unsubscribe link). */
    notifyEmail: boolean('notify_email').notNull().default(true),
    /** When the customer followed the link e-mailed at sign-up; customers from before that count as verified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** SHA-256 of the verification link's token, until it is used. */
    emailVerifyTokenHash: text('email_verify_token_hash').unique(),
    /**
     * When that token was issued (the app's clock): the link works for 48 hours. Null while none was issued;
     * the tokens from before this column count from the migration that added it.
     */
    emailVerifyTokenIssuedAt: timestamp('email_verify_token_issued_at', { withTimezone: true }),
    /** Referral rewards earned while the e-mail was unverified: credited when it is verified. */
    heldReferralCoins: integer('held_referral_coins').notNull().default(0),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("first_name" || ' ' || "last_name" || ' ' || coalesce("email", '') || ' ' || "mobile")`,
    ),
    /** The code a customer shares to refer friends: derived from the id, so every customer has one. */
    // lpad alone would cut ids of 7+ digits down to 6 (and make codes collide): pad to at least 6.
    referralCode: text('referral_code').generatedAlwaysAs(
      sql`'PH' || lpad("id"::text, greatest(6, length("id"::text)), '0')`,
    ),
  },
  (t) => [
    uniqueIndex('customers_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('customers_referral_code_key').on(t.referralCode),
    index('customers_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('customers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('customers_coin_balance_check', sql`${t.coinBalance} >= 0`),
  ],
);

/**
 * The customers' bearer tokens: a realm of their own, apart from the back office's auth_tokens, so that a
 * customer's token is no session on a back-office route and a staff token none on a customer route. Only
 * the token's SHA-256 is stored.
 */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the token was last used, to the minute: a token unused for TOKEN_IDLE_HOURS stops working. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_tokens_customer_idx').on(t.customerId)],
);
