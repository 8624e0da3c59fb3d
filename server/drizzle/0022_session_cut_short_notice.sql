-- A session cut short in the database (its expiry moved earlier, into the past or not) tells every instance, as
-- a deleted one does (0015): caches drop it, and open live streams re-check it and set their expiry check again.
-- Extending a session (the sliding expiry) moves it later and tells nobody.
CREATE TRIGGER sessions_cut_short_notice AFTER UPDATE OF expires_at ON sessions
  FOR EACH ROW WHEN (NEW.expires_at < OLD.expires_at) EXECUTE FUNCTION forkcast_notify_user_changed('user_id');
