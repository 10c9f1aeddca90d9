-- The login history keeps a bounded number of sign-ins per account (db/repositories/loginHistory),
-- trimmed at each new one by this index.
CREATE INDEX login_history_by_username ON login_history (username, login_time DESC, id DESC);
