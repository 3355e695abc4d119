DROP INDEX "users_listed_newest_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "account_tokens_expires_idx" ON "account_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "account_tokens_spent_idx" ON "account_tokens" USING btree ("created_at") WHERE "account_tokens"."used_at" is not null or "account_tokens"."revoked_at" is not null;--> statement-breakpoint
CREATE INDEX "users_listed_name_idx" ON "users" USING btree ("search_name","id") WHERE "users"."complete" and "users"."deactivated_at" is null;--> statement-breakpoint
CREATE INDEX "users_search_name_trgm_idx" ON "users" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_listed_newest_idx" ON "users" USING btree ("created_at","id") WHERE "users"."complete" and "users"."deactivated_at" is null;