CREATE TABLE "grocery_list_recipes" (
	"list_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"servings" integer NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grocery_list_recipes_list_id_recipe_id_pk" PRIMARY KEY("list_id","recipe_id")
);
--> statement-breakpoint
ALTER TABLE "favorite_restaurants" DROP CONSTRAINT "favorite_restaurants_user_place_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "safety_scope" text DEFAULT 'household' NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_restaurants" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "grocery_lists" ADD COLUMN "is_shopping_list" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "covered_group_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cover_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grocery_list_recipes" ADD CONSTRAINT "grocery_list_recipes_list_id_grocery_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."grocery_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_list_recipes" ADD CONSTRAINT "grocery_list_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_list_recipes" ADD CONSTRAINT "grocery_list_recipes_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_restaurants" ADD CONSTRAINT "favorite_restaurants_group_id_family_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."family_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_covered_group_id_family_groups_id_fk" FOREIGN KEY ("covered_group_id") REFERENCES "public"."family_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_restaurants_personal_place_unique" ON "favorite_restaurants" USING btree ("user_id","place_id") WHERE "favorite_restaurants"."group_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_restaurants_group_place_unique" ON "favorite_restaurants" USING btree ("group_id","place_id") WHERE "favorite_restaurants"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "favorite_restaurants_group_created_idx" ON "favorite_restaurants" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "grocery_lists_one_shopping_list_per_group" ON "grocery_lists" USING btree ("group_id") WHERE "grocery_lists"."is_shopping_list";