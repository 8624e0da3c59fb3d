CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"mime" text DEFAULT 'image/webp' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea",
	"storage" text NOT NULL,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_sha256_unique" UNIQUE("sha256"),
	CONSTRAINT "images_storage_check" CHECK ("images"."storage" in ('db', 's3')),
	CONSTRAINT "images_bytes_check" CHECK (("images"."storage" = 'db') = ("images"."bytes" is not null))
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipes_image_idx" ON "recipes" USING btree ("image_id");--> statement-breakpoint
-- image_url is derived from image_id on every write that names either column, so no writer can store a third-party address.
CREATE OR REPLACE FUNCTION "recipes_image_url_from_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."image_url" := CASE WHEN NEW."image_id" IS NULL THEN NULL ELSE '/api/images/' || NEW."image_id" END;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "recipes_image_url_from_id" BEFORE INSERT OR UPDATE OF "image_url", "image_id" ON "recipes" FOR EACH ROW EXECUTE FUNCTION "recipes_image_url_from_id"();--> statement-breakpoint
-- Imports stored the page's own image address until now: a browser loading it would tell that site who looks.
UPDATE "recipes" SET "image_url" = NULL WHERE "image_url" IS NOT NULL;
