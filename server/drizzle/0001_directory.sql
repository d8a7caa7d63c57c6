CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "full_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "zone" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "birthdate" date;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "degrees" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "fresh_graduate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "work_availability" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "experience_years" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "main_specialization_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "sub_specialization_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "applicants_published_created_at_index" ON "applicants" USING btree ("created_at","id") WHERE "applicants"."published";--> statement-breakpoint
CREATE INDEX "applicants_search_text_trgm_index" ON "applicants" USING gin ("search_text" gin_trgm_ops) WHERE "applicants"."published";--> statement-breakpoint
CREATE INDEX "applicants_main_specialization_ids_index" ON "applicants" USING gin ("main_specialization_ids") WHERE "applicants"."published";--> statement-breakpoint
CREATE INDEX "applicants_sub_specialization_ids_index" ON "applicants" USING gin ("sub_specialization_ids") WHERE "applicants"."published";--> statement-breakpoint
CREATE INDEX "applicants_city_index" ON "applicants" USING btree ("city","created_at") WHERE "applicants"."published";