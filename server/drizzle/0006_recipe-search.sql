CREATE TABLE "recipe_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "recipes"."title")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "recipe_search_words_trgm_idx" ON "recipe_search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_title_vector_idx" ON "recipes" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recipes_key_ingredient_count_idx" ON "recipes" USING btree ("key_ingredient_count","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recipes_rating_idx" ON "recipes" USING btree ("average_rating" desc nulls last,"id");--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot express functions or triggers): one statement per write keeps the
-- typo-correction vocabulary in step with recipes, whoever inserts them.
DROP INDEX IF EXISTS "recipes_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "recipes_title_trgm_idx" ON "recipes" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recipe_search_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "recipe_search_words" ("word")
	SELECT DISTINCT "word"
	FROM "changed_recipes",
		regexp_split_to_table(lower("changed_recipes"."title" || ' ' || "changed_recipes"."search_keywords"), '[^a-z]+') AS "word"
	WHERE length("word") BETWEEN 3 AND 30
	ON CONFLICT ("word") DO NOTHING;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "recipes_collect_words_after_insert" AFTER INSERT ON "recipes" REFERENCING NEW TABLE AS "changed_recipes" FOR EACH STATEMENT EXECUTE FUNCTION "recipe_search_words_collect"();--> statement-breakpoint
CREATE TRIGGER "recipes_collect_words_after_update" AFTER UPDATE ON "recipes" REFERENCING NEW TABLE AS "changed_recipes" FOR EACH STATEMENT EXECUTE FUNCTION "recipe_search_words_collect"();--> statement-breakpoint
INSERT INTO "recipe_search_words" ("word")
SELECT DISTINCT "word"
FROM "recipes", regexp_split_to_table(lower("recipes"."title" || ' ' || "recipes"."search_keywords"), '[^a-z]+') AS "word"
WHERE length("word") BETWEEN 3 AND 30
ON CONFLICT ("word") DO NOTHING;
