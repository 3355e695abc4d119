CREATE TABLE "opportunity_facets" (
	"opportunity_id" bigint PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"job_type" text,
	"remote" boolean NOT NULL,
	"location_id" bigint,
	"published" boolean NOT NULL,
	"cancelled" boolean NOT NULL,
	"published_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"owner_listed" boolean NOT NULL,
	"owner_visibility" text NOT NULL,
	"creative_field_ids" bigint[] DEFAULT '{}' NOT NULL,
	"skill_ids" bigint[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opportunity_facets" ADD CONSTRAINT "opportunity_facets_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunity_facets_newest_idx" ON "opportunity_facets" USING btree ("published_at" DESC NULLS LAST,"opportunity_id" DESC NULLS LAST) WHERE "opportunity_facets"."published";--> statement-breakpoint
CREATE INDEX "opportunity_facets_closing_idx" ON "opportunity_facets" USING btree ("expires_at","opportunity_id") WHERE "opportunity_facets"."published";--> statement-breakpoint
CREATE INDEX "opportunity_facets_owner_idx" ON "opportunity_facets" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "opportunity_facets_location_idx" ON "opportunity_facets" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "opportunity_facets_creative_field_ids_idx" ON "opportunity_facets" USING gin ("creative_field_ids");--> statement-breakpoint
CREATE INDEX "opportunity_facets_skill_ids_idx" ON "opportunity_facets" USING gin ("skill_ids");