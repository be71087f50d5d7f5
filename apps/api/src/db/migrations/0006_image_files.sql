CREATE TABLE "image_files" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_files_sha256_hex" CHECK ("image_files"."sha256" ~ '^[0-9a-f]{64}$')
);
