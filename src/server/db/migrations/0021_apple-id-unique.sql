-- Sign in with Apple (issue 24, decision 120): an Apple ID links one account, and sign-in finds it by that id.
CREATE UNIQUE INDEX IF NOT EXISTS "users_apple_id_unique" ON "users" USING btree ("apple_id");
