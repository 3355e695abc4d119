CREATE TABLE "user_facets" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"is_creative" boolean NOT NULL,
	"is_client" boolean NOT NULL,
	"kind" text,
	"is_inside_cci" boolean NOT NULL,
	"location_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"listed" boolean NOT NULL,
	"profile_visibility" text NOT NULL,
	"seed_rank" integer DEFAULT floor(random() * 2147483647)::int NOT NULL,
	"creative_field_ids" bigint[] DEFAULT '{}' NOT NULL,
	"skill_ids" bigint[] DEFAULT '{}' NOT NULL,
	"operation_keys" text[] DEFAULT '{}' NOT NULL,
	"language_codes" text[] DEFAULT '{}' NOT NULL,
	"industry_ids" bigint[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_search_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_spellings" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_facets" ADD CONSTRAINT "user_facets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_facets_creative_field_ids_idx" ON "user_facets" USING gin ("creative_field_ids");--> statement-breakpoint
CREATE INDEX "user_facets_skill_ids_idx" ON "user_facets" USING gin ("skill_ids");--> statement-breakpoint
CREATE INDEX "user_facets_operation_keys_idx" ON "user_facets" USING gin ("operation_keys");--> statement-breakpoint
CREATE INDEX "user_facets_language_codes_idx" ON "user_facets" USING gin ("language_codes");--> statement-breakpoint
CREATE INDEX "user_facets_industry_ids_idx" ON "user_facets" USING gin ("industry_ids");--> statement-breakpoint
CREATE INDEX "user_facets_location_idx" ON "user_facets" USING btree ("location_id","user_id") WHERE "user_facets"."listed";--> statement-breakpoint
CREATE INDEX "user_facets_creatives_seed_idx" ON "user_facets" USING btree ("seed_rank","user_id") WHERE "user_facets"."is_creative" and "user_facets"."listed";--> statement-breakpoint
CREATE INDEX "user_facets_creatives_newest_idx" ON "user_facets" USING btree ("created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "user_facets"."is_creative" and "user_facets"."listed";--> statement-breakpoint
CREATE INDEX "user_facets_clients_seed_idx" ON "user_facets" USING btree ("seed_rank","user_id") WHERE "user_facets"."is_client" and "user_facets"."listed";--> statement-breakpoint
CREATE INDEX "user_facets_clients_newest_idx" ON "user_facets" USING btree ("created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "user_facets"."is_client" and "user_facets"."listed";--> statement-breakpoint
CREATE INDEX "users_search_spellings_trgm_idx" ON "users" USING gin ("search_spellings" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_words_idx" ON "users" USING gin (to_tsvector('simple', "search_spellings"));