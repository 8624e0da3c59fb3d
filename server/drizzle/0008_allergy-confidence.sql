ALTER TABLE "recipes" ADD COLUMN "may_contain" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "allergen_lexicon_version" text DEFAULT '' NOT NULL;