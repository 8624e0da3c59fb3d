CREATE TABLE "bulk_upload_rows" (
	"upload_id" text NOT NULL,
	"position" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"row" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_upload_rows_upload_id_position_pk" PRIMARY KEY("upload_id","position")
);
--> statement-breakpoint
ALTER TABLE "bulk_upload_rows" ADD CONSTRAINT "bulk_upload_rows_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_upload_rows_created_idx" ON "bulk_upload_rows" USING btree ("created_at");