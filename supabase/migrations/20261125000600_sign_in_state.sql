-- =====================================================================
-- Sign-in state (login CSRF): a sign-in that hands over through an
-- auth_token_id remembers which browser started it. The browser makes
-- a random value when it starts the flow, keeps it, and sends it to
-- POST /api/oauth/save-params; only its SHA-256 is stored here. The
-- callback copies the hash onto the hand-off token, and the exchange
-- (getAuthTokenById) binds the guest's rows only when the browser
-- shows the same value. Another browser may sign in with the link only
-- after the person confirms, and then nothing of its guest is bound.
-- The whole file may run again and changes nothing the second time.
-- =====================================================================

-- ---------------------------------------------------------------------
-- OAuth params: the hash of the state the starting browser keeps
-- ---------------------------------------------------------------------
alter table private.oauth_params add column if not exists sign_in_state_hash text;

-- ---------------------------------------------------------------------
-- Hand-off tokens: what the exchange needs to decide on binding
-- ---------------------------------------------------------------------
-- Null for a flow that was started without a state: its exchange always asks first and never binds.
alter table private.auth_tokens add column if not exists sign_in_state_hash text;
-- The fingerprint saved with the params, bound at the exchange (no longer at the callback) when the state matches.
alter table private.auth_tokens add column if not exists guest_fingerprint text;
