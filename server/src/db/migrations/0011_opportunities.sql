CREATE TABLE "bookmarks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookmarks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"bookmarkable_type" text DEFAULT 'opportunity' NOT NULL,
	"opportunity_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'drafted' NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"job_type" text,
	"project_period" text,
	"salary" integer,
	"currency" text,
	"salary_interval" text,
	"remote" boolean DEFAULT false NOT NULL,
	"location_id" bigint,
	"apply_type" text DEFAULT 'messenger' NOT NULL,
	"apply_target" text,
	"logo_file_id" bigint,
	"logo_renditions" jsonb,
	"search_text" text DEFAULT '' NOT NULL,
	"applications_count" integer DEFAULT 0 NOT NULL,
	"applicants_checked_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"extended_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancel_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_addenda" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_addenda_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"opportunity_id" bigint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"opportunity_id" bigint NOT NULL,
	"applicant_id" bigint NOT NULL,
	"note" text,
	"stage" text DEFAULT 'new' NOT NULL,
	"owner_note" text,
	"conversation_id" bigint,
	"stage_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_fields" (
	"opportunity_id" bigint NOT NULL,
	"creative_field_id" bigint NOT NULL,
	CONSTRAINT "opportunity_fields_opportunity_id_creative_field_id_pk" PRIMARY KEY("opportunity_id","creative_field_id")
);
--> statement-breakpoint
CREATE TABLE "opportunity_materials" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"opportunity_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_skills" (
	"opportunity_id" bigint NOT NULL,
	"skill_id" bigint NOT NULL,
	CONSTRAINT "opportunity_skills_opportunity_id_skill_id_pk" PRIMARY KEY("opportunity_id","skill_id")
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_addenda" ADD CONSTRAINT "opportunity_addenda_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_fields" ADD CONSTRAINT "opportunity_fields_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_fields" ADD CONSTRAINT "opportunity_fields_creative_field_id_creative_fields_id_fk" FOREIGN KEY ("creative_field_id") REFERENCES "public"."creative_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_materials" ADD CONSTRAINT "opportunity_materials_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_materials" ADD CONSTRAINT "opportunity_materials_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_skills" ADD CONSTRAINT "opportunity_skills_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_skills" ADD CONSTRAINT "opportunity_skills_skill_id_standardized_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."standardized_skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_once_idx" ON "bookmarks" USING btree ("owner_id","bookmarkable_type","opportunity_id");--> statement-breakpoint
CREATE INDEX "bookmarks_owner_idx" ON "bookmarks" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookmarks_opportunity_idx" ON "bookmarks" USING btree ("opportunity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunities_slug_idx" ON "opportunities" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "opportunities_owner_idx" ON "opportunities" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_board_newest_idx" ON "opportunities" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "opportunities"."status" = 'published' and "opportunities"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_board_closing_idx" ON "opportunities" USING btree ("expires_at","id") WHERE "opportunities"."status" = 'published' and "opportunities"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_location_idx" ON "opportunities" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "opportunities_search_text_trgm_idx" ON "opportunities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunity_addenda_opportunity_idx" ON "opportunity_addenda" USING btree ("opportunity_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_applications_once_idx" ON "opportunity_applications" USING btree ("opportunity_id","applicant_id");--> statement-breakpoint
CREATE INDEX "opportunity_applications_list_idx" ON "opportunity_applications" USING btree ("opportunity_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunity_applications_applicant_idx" ON "opportunity_applications" USING btree ("applicant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunity_fields_field_idx" ON "opportunity_fields" USING btree ("creative_field_id","opportunity_id");--> statement-breakpoint
CREATE INDEX "opportunity_materials_opportunity_idx" ON "opportunity_materials" USING btree ("opportunity_id","id");--> statement-breakpoint
CREATE INDEX "opportunity_skills_skill_idx" ON "opportunity_skills" USING btree ("skill_id","opportunity_id");