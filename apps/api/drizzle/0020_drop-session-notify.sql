-- Sessions are looked up in the database at each request (one prepared, indexed statement): no process
-- keeps them, so nobody listens for their changes any more.
DROP TRIGGER accounts_session_change ON accounts;
--> statement-breakpoint
DROP TRIGGER auth_tokens_session_delete ON auth_tokens;
--> statement-breakpoint
DROP TRIGGER auth_tokens_session_update ON auth_tokens;
--> statement-breakpoint
DROP TRIGGER auth_tokens_session_truncate ON auth_tokens;
--> statement-breakpoint
DROP TRIGGER accounts_session_truncate ON accounts;
--> statement-breakpoint
DROP TRIGGER customer_tokens_session_delete ON customer_tokens;
--> statement-breakpoint
DROP TRIGGER customer_tokens_session_update ON customer_tokens;
--> statement-breakpoint
DROP TRIGGER customer_tokens_session_truncate ON customer_tokens;
--> statement-breakpoint
DROP FUNCTION notify_account_session_change();
--> statement-breakpoint
DROP FUNCTION notify_customer_session_change();
