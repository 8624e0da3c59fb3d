ALTER TABLE "recipes" DROP CONSTRAINT "recipes_source_type_check";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "generated_for_user_id" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "generated_for_group_id" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_generated_for_user_id_users_id_fk" FOREIGN KEY ("generated_for_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_generated_for_group_id_family_groups_id_fk" FOREIGN KEY ("generated_for_group_id") REFERENCES "public"."family_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipes_generated_for_user_idx" ON "recipes" USING btree ("generated_for_user_id");--> statement-breakpoint
CREATE INDEX "recipes_generated_for_group_idx" ON "recipes" USING btree ("generated_for_group_id");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_generated_audience_check" CHECK (("recipes"."source_type" = 'generated') = ("recipes"."generated_for_user_id" is not null and "recipes"."owner_id" is null));--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_source_type_check" CHECK ("recipes"."source_type" in ('catalog', 'custom', 'user-saved', 'imported', 'bulk', 'generated'));