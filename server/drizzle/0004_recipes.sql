CREATE TABLE "recipe_ratings" (
	"recipe_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_ratings_recipe_id_user_id_pk" PRIMARY KEY("recipe_id","user_id"),
	CONSTRAINT "recipe_ratings_rating_check" CHECK ("recipe_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "recipe_suggestion_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_suggestion_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"batch" integer NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"food_type" text NOT NULL,
	"difficulty" text DEFAULT 'Easy' NOT NULL,
	"prep_time_minutes" integer,
	"cook_time_minutes" integer,
	"total_time_minutes" integer,
	"servings" integer,
	"yields" text,
	"ingredients" text[] DEFAULT '{}'::text[] NOT NULL,
	"instructions" text[] DEFAULT '{}'::text[] NOT NULL,
	"ingredient_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"ingredient_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"key_ingredient_count" integer DEFAULT 0 NOT NULL,
	"search_keywords" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "recipes"."title"), 'A') || setweight(to_tsvector('english'::regconfig, "recipes"."search_keywords"), 'B') || setweight(to_tsvector('english'::regconfig, "recipes"."description"), 'C')) STORED NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"nutrition" jsonb,
	"seasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"moods" text[] DEFAULT '{}'::text[] NOT NULL,
	"cost_per_serving" double precision,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"sensitivities" text[] DEFAULT '{}'::text[] NOT NULL,
	"average_rating" double precision,
	"total_ratings" integer DEFAULT 0 NOT NULL,
	"source_type" text NOT NULL,
	"source_url" text,
	"canonical_url" text,
	"site_name" text,
	"author" text,
	"image_url" text,
	"owner_id" integer,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "recipes_difficulty_check" CHECK ("recipes"."difficulty" in ('Easy', 'Medium', 'Hard')),
	CONSTRAINT "recipes_source_type_check" CHECK ("recipes"."source_type" in ('catalog', 'custom', 'user-saved', 'imported', 'bulk'))
);
--> statement-breakpoint
CREATE TABLE "saved_recipes" (
	"user_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_recipes_user_id_recipe_id_pk" PRIMARY KEY("user_id","recipe_id")
);
--> statement-breakpoint
ALTER TABLE "recipe_ratings" ADD CONSTRAINT "recipe_ratings_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ratings" ADD CONSTRAINT "recipe_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_suggestion_history" ADD CONSTRAINT "recipe_suggestion_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_suggestion_history" ADD CONSTRAINT "recipe_suggestion_history_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_recipes" ADD CONSTRAINT "saved_recipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_recipes" ADD CONSTRAINT "saved_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_ratings_user_idx" ON "recipe_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recipe_suggestion_history_user_idx" ON "recipe_suggestion_history" USING btree ("user_id","batch");--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_canonical_url_idx" ON "recipes" USING btree ("canonical_url");--> statement-breakpoint
CREATE INDEX "recipes_food_type_idx" ON "recipes" USING btree ("food_type","id");--> statement-breakpoint
CREATE INDEX "recipes_owner_idx" ON "recipes" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "recipes_content_hash_idx" ON "recipes" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "recipes_search_vector_idx" ON "recipes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "recipes_title_trgm_idx" ON "recipes" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_ingredient_terms_idx" ON "recipes" USING gin ("ingredient_terms");--> statement-breakpoint
CREATE INDEX "saved_recipes_recipe_idx" ON "saved_recipes" USING btree ("recipe_id");