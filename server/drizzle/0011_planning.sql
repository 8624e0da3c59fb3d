CREATE TABLE "grocery_list_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grocery_list_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_id" integer NOT NULL,
	"name" text NOT NULL,
	"amount" double precision,
	"unit" text,
	"quantity" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"estimated_cost" integer,
	"recipe_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_manual" boolean DEFAULT false NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grocery_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grocery_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"plan_id" integer,
	"title" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grocery_lists_plan_id_unique" UNIQUE("plan_id")
);
--> statement-breakpoint
CREATE TABLE "planned_meals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planned_meals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"day_of_week" integer NOT NULL,
	"meal_type" text NOT NULL,
	"servings" integer DEFAULT 4 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"recipe_title" text NOT NULL,
	"total_time_minutes" integer,
	"cost_per_serving" double precision,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planned_meals_day_check" CHECK ("planned_meals"."day_of_week" between 0 and 6),
	CONSTRAINT "planned_meals_meal_type_check" CHECK ("planned_meals"."meal_type" in ('breakfast', 'lunch', 'dinner', 'snack')),
	CONSTRAINT "planned_meals_servings_check" CHECK ("planned_meals"."servings" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "weekly_meal_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weekly_meal_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"week_start_date" date NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_meal_plans_monday_check" CHECK (extract(isodow from "weekly_meal_plans"."week_start_date") = 1)
);
--> statement-breakpoint
ALTER TABLE "grocery_list_items" ADD CONSTRAINT "grocery_list_items_list_id_grocery_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."grocery_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_lists" ADD CONSTRAINT "grocery_lists_group_id_family_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."family_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_lists" ADD CONSTRAINT "grocery_lists_plan_id_weekly_meal_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."weekly_meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_lists" ADD CONSTRAINT "grocery_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_meals" ADD CONSTRAINT "planned_meals_plan_id_weekly_meal_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."weekly_meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_meals" ADD CONSTRAINT "planned_meals_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_meals" ADD CONSTRAINT "planned_meals_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_meal_plans" ADD CONSTRAINT "weekly_meal_plans_group_id_family_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."family_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_meal_plans" ADD CONSTRAINT "weekly_meal_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grocery_list_items_list_idx" ON "grocery_list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "grocery_lists_group_idx" ON "grocery_lists" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "planned_meals_plan_idx" ON "planned_meals" USING btree ("plan_id","day_of_week");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_meal_plans_group_week_idx" ON "weekly_meal_plans" USING btree ("group_id","week_start_date");