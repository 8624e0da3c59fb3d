ALTER TABLE "recipes" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "allergen_unchecked_languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "manual_allergens" text[];--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "allergens_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "imported_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_imported_by_user_id_users_id_fk" FOREIGN KEY ("imported_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;