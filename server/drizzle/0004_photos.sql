CREATE TABLE "photos" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- JPEG does not compress: keep the bytes out of line without trying.
ALTER TABLE "photos" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
