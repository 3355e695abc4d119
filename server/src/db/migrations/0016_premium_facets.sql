DROP INDEX "user_facets_creatives_seed_idx";--> statement-breakpoint
DROP INDEX "user_facets_clients_seed_idx";--> statement-breakpoint
ALTER TABLE "user_facets" ADD COLUMN "premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "user_facets_creatives_ranked_idx" ON "user_facets" USING btree ("premium" DESC NULLS LAST,"seed_rank","user_id") WHERE "user_facets"."is_creative" and "user_facets"."listed";--> statement-breakpoint
CREATE INDEX "user_facets_clients_ranked_idx" ON "user_facets" USING btree ("premium" DESC NULLS LAST,"seed_rank","user_id") WHERE "user_facets"."is_client" and "user_facets"."listed";