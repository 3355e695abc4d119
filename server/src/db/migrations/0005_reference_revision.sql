CREATE TABLE "reference_revision" (
	"id" integer PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "reference_revision" ("id", "revision") VALUES (1, 0);