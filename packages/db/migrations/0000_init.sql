CREATE TABLE "business_types" (
	"code" text PRIMARY KEY NOT NULL,
	"business_type_name" text NOT NULL,
	"order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"industry_id" text NOT NULL,
	"name" text NOT NULL,
	"order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"country_name" text NOT NULL,
	"emoji" text NOT NULL,
	"dial_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genders" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_positions" (
	"job_position_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"language_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"state_id" text PRIMARY KEY NOT NULL,
	"state_name" text NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_industry_id_idx" ON "categories" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "states_country_code_idx" ON "states" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "sub_categories_category_id_idx" ON "sub_categories" USING btree ("category_id");