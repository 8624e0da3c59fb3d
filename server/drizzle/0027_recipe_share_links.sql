CREATE TABLE "recipe_share_links" (
	"token" text PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "grocery_list_recipes" ADD COLUMN "skipped_ingredients" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_share_links" ADD CONSTRAINT "recipe_share_links_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_share_links" ADD CONSTRAINT "recipe_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_share_links_recipe_idx" ON "recipe_share_links" USING btree ("recipe_id");