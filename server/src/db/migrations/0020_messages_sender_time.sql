DROP INDEX "messages_sender_idx";--> statement-breakpoint
CREATE INDEX "messages_sender_time_idx" ON "messages" USING btree ("sender_id","created_at" DESC NULLS LAST);