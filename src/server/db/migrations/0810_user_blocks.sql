-- Admin "block user": a blocked account cannot
-- sign in (it is told so, in its language, once its password is right) and every session ends at
-- once. `active` stays the one flag the session check reads; `blocked_at` says why it is off.
alter table users add column blocked_at timestamptz;
