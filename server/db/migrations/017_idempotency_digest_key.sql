-- 017: the Idempotency-Key records keep no secret (plugins/idempotencySecrets.ts). Their digests
-- are keyed (HMAC-SHA-256) with a key of this install, kept in DATA_DIR beside the database and
-- never in it, so a backup does not carry it; key_id names the key a record was made with (a
-- fingerprint of it, not the key), so that a record of another key (the key file lost, or this
-- database moved to another install) is answered as unknown rather than as another request.
ALTER TABLE idempotency_keys ADD COLUMN key_id TEXT CHECK (key_id IS NULL OR length(key_id) = 16);

-- Records from before held plain SHA-256 digests of bodies with passwords (every other field is
-- known: a GPU finds the password) and answers kept whole (platforms' API keys). They keep their
-- key, so a retry is still never done twice, and lose the rest: no server can check them now, so
-- their retries are answered as unknown ("check before repeating"). The digest is one that no
-- request has (its column must hold 64 characters).
UPDATE idempotency_keys
   SET digest = '0000000000000000000000000000000000000000000000000000000000000000',
       key_id = NULL,
       state = 'unknown',
       status = NULL,
       content_type = NULL,
       body = NULL;
