CREATE TABLE "elimination_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "elimination_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer,
	"solo_user_id" integer,
	"scope_key" text NOT NULL,
	"category" text NOT NULL,
	"dining_type" text,
	"service_type" text,
	"option_ids" text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"image_seed" integer NOT NULL,
	"decided_option_id" text,
	"decided_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_choices" (
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"option_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_choices_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "session_eliminations" (
	"session_id" integer NOT NULL,
	"option_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_eliminations_session_id_option_id_pk" PRIMARY KEY("session_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "session_events" (
	"session_id" integer NOT NULL,
	"version" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_events_session_id_version_pk" PRIMARY KEY("session_id","version")
);
--> statement-breakpoint
CREATE TABLE "session_preferences" (
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"option_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_preferences_session_id_user_id_option_id_pk" PRIMARY KEY("session_id","user_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "session_submissions" (
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_submissions_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "elimination_sessions" ADD CONSTRAINT "elimination_sessions_group_id_family_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."family_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elimination_sessions" ADD CONSTRAINT "elimination_sessions_solo_user_id_users_id_fk" FOREIGN KEY ("solo_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_choices" ADD CONSTRAINT "session_choices_session_id_elimination_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."elimination_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_choices" ADD CONSTRAINT "session_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_eliminations" ADD CONSTRAINT "session_eliminations_session_id_elimination_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."elimination_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_eliminations" ADD CONSTRAINT "session_eliminations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_events" ADD CONSTRAINT "session_events_session_id_elimination_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."elimination_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_preferences" ADD CONSTRAINT "session_preferences_session_id_elimination_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."elimination_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_preferences" ADD CONSTRAINT "session_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_submissions" ADD CONSTRAINT "session_submissions_session_id_elimination_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."elimination_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_submissions" ADD CONSTRAINT "session_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "elimination_sessions_scope_category_idx" ON "elimination_sessions" USING btree ("scope_key","category");--> statement-breakpoint
CREATE INDEX "session_events_created_idx" ON "session_events" USING btree ("created_at");