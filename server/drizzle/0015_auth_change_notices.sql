-- Every instance caches signed-in users briefly; these tell all of them (on the events channel that
-- server/src/realtime/channel.ts names) when a user row changes or a live session ends, whatever the code path.
CREATE OR REPLACE FUNCTION forkcast_notify_user_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('forkcast_events', json_build_object(
    'topic', 'auth',
    'type', 'user-changed',
    'data', json_build_object('userId', (to_jsonb(OLD) ->> TG_ARGV[0])::int)
  )::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_changed_notice AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION forkcast_notify_user_changed('id');
--> statement-breakpoint
-- Purging sessions that already expired tells nobody: a cache never serves an expired session.
CREATE TRIGGER sessions_ended_notice AFTER DELETE ON sessions
  FOR EACH ROW WHEN (OLD.expires_at > now()) EXECUTE FUNCTION forkcast_notify_user_changed('user_id');
