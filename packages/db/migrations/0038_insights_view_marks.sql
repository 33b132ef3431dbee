CREATE TABLE "insights_view_marks" (
	"key" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "insights_view_marks_seen_idx" ON "insights_view_marks" USING btree ("seen_at");