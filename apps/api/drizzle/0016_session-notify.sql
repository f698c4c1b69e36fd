-- Sessions are cached in each API process; every change that may end one is announced on the channel
-- `session_changes` (at commit, to every listening process): 'a:<account id>' for a back-office account,
-- 'c:<customer id>' for a customer, '*' when a token table is truncated. A token's last use moving forward
-- (the once-a-minute touch) is no such change and is not announced.
CREATE FUNCTION notify_account_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('session_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'accounts' THEN
    PERFORM pg_notify('session_changes', 'a:' || OLD.id);
  ELSE
    PERFORM pg_notify('session_changes', 'a:' || OLD.account_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION notify_customer_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('session_changes', '*');
    RETURN NULL;
  END IF;
  PERFORM pg_notify('session_changes', 'c:' || OLD.customer_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_session_change AFTER UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION notify_account_session_change();
--> statement-breakpoint
CREATE TRIGGER auth_tokens_session_delete AFTER DELETE ON auth_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_account_session_change();
--> statement-breakpoint
CREATE TRIGGER auth_tokens_session_update AFTER UPDATE ON auth_tokens
  FOR EACH ROW WHEN (
    NEW.last_used_at < OLD.last_used_at OR NEW.expires_at IS DISTINCT FROM OLD.expires_at
    OR NEW.account_id IS DISTINCT FROM OLD.account_id OR NEW.token_hash IS DISTINCT FROM OLD.token_hash
  ) EXECUTE FUNCTION notify_account_session_change();
--> statement-breakpoint
CREATE TRIGGER auth_tokens_session_truncate AFTER TRUNCATE ON auth_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_account_session_change();
--> statement-breakpoint
CREATE TRIGGER accounts_session_truncate AFTER TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_account_session_change();
--> statement-breakpoint
CREATE TRIGGER customer_tokens_session_delete AFTER DELETE ON customer_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_customer_session_change();
--> statement-breakpoint
CREATE TRIGGER customer_tokens_session_update AFTER UPDATE ON customer_tokens
  FOR EACH ROW WHEN (
    NEW.last_used_at < OLD.last_used_at OR NEW.expires_at IS DISTINCT FROM OLD.expires_at
    OR NEW.customer_id IS DISTINCT FROM OLD.customer_id OR NEW.token_hash IS DISTINCT FROM OLD.token_hash
  ) EXECUTE FUNCTION notify_customer_session_change();
--> statement-breakpoint
CREATE TRIGGER customer_tokens_session_truncate AFTER TRUNCATE ON customer_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_customer_session_change();
