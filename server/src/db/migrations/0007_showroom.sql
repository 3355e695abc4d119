CREATE TABLE "creation_co_creators" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creation_co_creators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"creation_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creation_fields" (
	"creation_id" bigint NOT NULL,
	"creative_field_id" bigint NOT NULL,
	CONSTRAINT "creation_fields_creation_id_creative_field_id_pk" PRIMARY KEY("creation_id","creative_field_id")
);
--> statement-breakpoint
CREATE TABLE "creation_media" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creation_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"creation_id" bigint NOT NULL,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"file_id" bigint,
	"renditions" jsonb,
	"width" integer,
	"height" integer,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creation_skills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creation_skills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"creation_id" bigint NOT NULL,
	"skill_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creation_weblinks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creation_weblinks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"creation_id" bigint NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"seed_rank" integer NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_entries" (
	"period_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"creation_id" bigint,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "featured_entries_period_id_user_id_pk" PRIMARY KEY("period_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "featured_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "featured_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"creative_field_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"creation_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_creation_id_user_id_pk" PRIMARY KEY("creation_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "creation_co_creators" ADD CONSTRAINT "creation_co_creators_creation_id_creations_id_fk" FOREIGN KEY ("creation_id") REFERENCES "public"."creations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creation_co_creators" ADD CONSTRAINT "creation_co_creators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creation_fields" ADD CONSTRAINT "creation_fields_creation_id_creations_id_fk" FOREIGN KEY ("creation_id") REFERENCES "public"."creations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creation_fields" ADD CONSTRAINT "creation_fields_creative_field_id_creative_fields_id_fk" FOREIGN KEY ("creative_field_id") REFERENCES "public"."creative_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creation_media" ADD CONSTRAINT "creation_media_creation_id_creations_id_fk" FOREIGN KEY ("creation_id") REFERENCES "public"."creations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creation_media" ADD CONSTRAINT "creation_media_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creation_skills" ADD CONSTRAINT "creation_skills_creation_id_creations_id_fk" FOREIGN KEY ("creation_id") REFERENCES "public"."creations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creation_skills" ADD CONSTRAINT "creation_skills_skill_id_standardized_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."standardized_skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creation_weblinks" ADD CONSTRAINT "creation_weblinks_creation_id_creations_id_fk" FOREIGN KEY ("creation_id") REFERENCES "public"."creations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creations" ADD CONSTRAINT "creations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_entries" ADD CONSTRAINT "featured_entries_period_id_featured_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."featured_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_entries" ADD CONSTRAINT "featured_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_entries" ADD CONSTRAINT "featured_entries_creation_id_creations_id_fk" FOREIGN KEY ("creation_id") REFERENCES "public"."creations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_periods" ADD CONSTRAINT "featured_periods_creative_field_id_creative_fields_id_fk" FOREIGN KEY ("creative_field_id") REFERENCES "public"."creative_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_creation_id_creations_id_fk" FOREIGN KEY ("creation_id") REFERENCES "public"."creations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creation_co_creators_creation_user_idx" ON "creation_co_creators" USING btree ("creation_id","user_id");--> statement-breakpoint
CREATE INDEX "creation_co_creators_user_idx" ON "creation_co_creators" USING btree ("user_id","creation_id");--> statement-breakpoint
CREATE INDEX "creation_fields_field_idx" ON "creation_fields" USING btree ("creative_field_id","creation_id");--> statement-breakpoint
CREATE INDEX "creation_media_creation_idx" ON "creation_media" USING btree ("creation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "creation_skills_creation_skill_idx" ON "creation_skills" USING btree ("creation_id","skill_id");--> statement-breakpoint
CREATE INDEX "creation_skills_skill_idx" ON "creation_skills" USING btree ("skill_id","creation_id");--> statement-breakpoint
CREATE INDEX "creation_weblinks_creation_idx" ON "creation_weblinks" USING btree ("creation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "creations_slug_idx" ON "creations" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "creations_owner_idx" ON "creations" USING btree ("owner_id","type","position");--> statement-breakpoint
CREATE INDEX "creations_published_seed_idx" ON "creations" USING btree ("type","seed_rank","id") WHERE "creations"."status" = 'published';--> statement-breakpoint
CREATE INDEX "creations_published_newest_idx" ON "creations" USING btree ("type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "creations"."status" = 'published';--> statement-breakpoint
CREATE INDEX "creations_search_text_trgm_idx" ON "creations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "featured_entries_user_idx" ON "featured_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "featured_periods_starts_idx" ON "featured_periods" USING btree ("starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "likes_user_idx" ON "likes" USING btree ("user_id","created_at" DESC NULLS LAST);