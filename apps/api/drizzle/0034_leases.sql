CREATE TABLE "leases" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"owner" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leases_pkey" PRIMARY KEY("kind","key")
);
