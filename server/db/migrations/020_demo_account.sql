-- The generated demo account of the embedded API (printed at the first start, server/auth/
-- initialAccount.ts) is offered a second step but never required to set one: a person trying the
-- demo on a laptop should not need a phone app first. Any other account, the one named by
-- ADMIN_USERNAME/ADMIN_PASSWORD included, keeps SECOND_STEP_ROLES.
ALTER TABLE panel_accounts ADD COLUMN demo INTEGER NOT NULL DEFAULT 0 CHECK (demo IN (0, 1));
