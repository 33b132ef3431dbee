CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text,
	"last_name" text,
	"business_name" text,
	"business_type" text,
	"website" text,
	"job_position" integer,
	"address" text,
	"zipcode" text,
	"city" text,
	"usa_state" text,
	"country" text,
	"company_phone" text NOT NULL,
	"company_fax" text,
	"total_employees" text,
	"sales_employees" text,
	"mobile_phone" text,
	"email" text NOT NULL,
	"buy_products" text[] DEFAULT '{}' NOT NULL,
	"more_info_buy" text,
	"sell_products" text[] DEFAULT '{}' NOT NULL,
	"more_info_sell" text,
	"sender_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiries_email_idx" ON "enquiries" USING btree ("email");