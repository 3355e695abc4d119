DROP INDEX "event_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "event_outbox_waiting_idx" ON "event_outbox" USING btree ("id") WHERE "event_outbox"."status" in ('pending', 'processing');--> statement-breakpoint
-- A queue's rows are updated two or three times each and then left alone: vacuumed after every few
-- thousand changes rather than after a fifth of the table, its dead rows never pile up under the claims.
ALTER TABLE "event_outbox" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 5000);
