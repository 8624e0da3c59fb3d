ALTER TABLE "favorite_restaurants" DROP CONSTRAINT "favorite_restaurants_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "favorite_restaurants" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_restaurants" ADD CONSTRAINT "favorite_restaurants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;