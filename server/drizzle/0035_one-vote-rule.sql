-- What counts as a vote, in one place (issue 29): every board change but starting a round again ('reset') and a
-- change of the option list ('options'). The board reader and the repository's round-voter reads both ask it.
CREATE OR REPLACE FUNCTION forkcast_is_vote(p_action text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$ SELECT p_action NOT IN ('reset', 'options') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION forkcast_board(p_session integer, p_user integer) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT json_build_object(
    'eliminated', coalesce((SELECT json_agg(e.option_id) FROM session_eliminations e WHERE e.session_id = p_session), '[]'::json),
    'preferences', coalesce((SELECT json_agg(json_build_array(p.user_id, p.option_id))
      FROM session_preferences p WHERE p.session_id = p_session), '[]'::json),
    'choices', coalesce((SELECT json_agg(json_build_array(c.user_id, c.option_id, u.first_name, u.last_name, u.profile_image_url)
      ORDER BY c.created_at) FROM session_choices c JOIN users u ON u.id = c.user_id WHERE c.session_id = p_session), '[]'::json),
    'submitted', coalesce((SELECT json_agg(s.user_id) FROM session_submissions s WHERE s.session_id = p_session), '[]'::json),
    'memberIds', (SELECT CASE WHEN b.group_id IS NULL THEN json_build_array(b.solo_user_id)
      ELSE coalesce((SELECT json_agg(m.user_id) FROM group_members m WHERE m.group_id = b.group_id), '[]'::json) END
      FROM elimination_sessions b WHERE b.id = p_session),
    'guestIds', coalesce((SELECT json_agg(g.user_id) FROM board_guests g
      WHERE g.session_id = p_session AND g.round = (SELECT b.round FROM elimination_sessions b WHERE b.id = p_session)
        AND g.expires_at > now()), '[]'::json),
    'byAnyone', EXISTS (SELECT 1 FROM session_events v WHERE v.session_id = p_session AND forkcast_is_vote(v.payload->>'action')),
    'byUser', EXISTS (SELECT 1 FROM session_events v WHERE v.session_id = p_session AND forkcast_is_vote(v.payload->>'action')
      AND (v.payload->'user'->>'id')::int = p_user)
  ));
END
$$;
