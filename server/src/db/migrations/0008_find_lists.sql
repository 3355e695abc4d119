DROP INDEX "users_search_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_spellings" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seed_rank" integer DEFAULT floor(random() * 2147483647)::int NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "creative_field_ids" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "skill_ids" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "operation_keys" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "industry_ids" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_spellings_trgm_idx" ON "users" USING gin ("search_spellings" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_words_idx" ON "users" USING gin (to_tsvector('simple', "search_spellings"));--> statement-breakpoint
CREATE INDEX "users_creative_field_ids_idx" ON "users" USING gin ("creative_field_ids");--> statement-breakpoint
CREATE INDEX "users_skill_ids_idx" ON "users" USING gin ("skill_ids");--> statement-breakpoint
CREATE INDEX "users_operation_keys_idx" ON "users" USING gin ("operation_keys");--> statement-breakpoint
CREATE INDEX "users_language_codes_idx" ON "users" USING gin ("language_codes");--> statement-breakpoint
CREATE INDEX "users_industry_ids_idx" ON "users" USING gin ("industry_ids");--> statement-breakpoint
CREATE INDEX "users_creatives_seed_idx" ON "users" USING btree ("seed_rank","id") WHERE "users"."is_creative" and "users"."complete" and "users"."deactivated_at" is null and "users"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "users_creatives_newest_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."is_creative" and "users"."complete" and "users"."deactivated_at" is null and "users"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "users_clients_seed_idx" ON "users" USING btree ("seed_rank","id") WHERE "users"."is_client" and "users"."complete" and "users"."deactivated_at" is null and "users"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "users_clients_newest_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."is_client" and "users"."complete" and "users"."deactivated_at" is null and "users"."confirmed_at" is not null;