CREATE TABLE "board_guest_links" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"round" integer NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_guest_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "board_guests" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"round" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_guests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "elimination_sessions" ADD COLUMN "options" jsonb;--> statement-breakpoint
ALTER TABLE "elimination_sessions" ADD COLUMN "cuisine_id" text;--> statement-breakpoint
ALTER TABLE "elimination_sessions" ADD COLUMN "position" jsonb;--> statement-breakpoint
ALTER TABLE "elimination_sessions" ADD COLUMN "candidates" jsonb;--> statement-breakpoint
ALTER TABLE "board_guest_links" ADD CONSTRAINT "board_guest_links_session_id_elimination_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."elimination_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_guest_links" ADD CONSTRAINT "board_guest_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_guests" ADD CONSTRAINT "board_guests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_guests" ADD CONSTRAINT "board_guests_session_id_elimination_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."elimination_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_guests_session_idx" ON "board_guests" USING btree ("session_id","round");