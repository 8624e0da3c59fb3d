CREATE TABLE "favorite_restaurants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favorite_restaurants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"place_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"cuisine" text,
	"rating" text,
	"price_level" text,
	"phone_number" text,
	"website" text,
	"photo_url" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_restaurants_user_place_unique" UNIQUE("user_id","place_id")
);
--> statement-breakpoint
CREATE TABLE "restaurant_search_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"places" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorite_restaurants" ADD CONSTRAINT "favorite_restaurants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_restaurants_user_created_idx" ON "favorite_restaurants" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "restaurant_search_cache_expires_idx" ON "restaurant_search_cache" USING btree ("expires_at");