ALTER TABLE "products" ADD COLUMN "price_min" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_max" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moq" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moq_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "supply_quantity" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "supply_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "supply_period" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "port_of_shipment" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "payment_terms" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "incoterms" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packaging" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "datasheet" jsonb;--> statement-breakpoint
CREATE INDEX "products_moq_idx" ON "products" USING btree ("moq") WHERE not "products"."hidden" and "products"."moq" is not null;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_currency","price_min","price_max") WHERE not "products"."hidden" and "products"."price_currency" is not null;--> statement-breakpoint
CREATE INDEX "products_payment_terms_idx" ON "products" USING gin ("payment_terms") WHERE not "products"."hidden";--> statement-breakpoint
CREATE INDEX "products_incoterms_idx" ON "products" USING gin ("incoterms") WHERE not "products"."hidden";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_check" CHECK (("products"."price_min" is null and "products"."price_max" is null and "products"."price_currency" is null and "products"."price_unit" is null) or ("products"."price_min" > 0 and "products"."price_min" <= "products"."price_max" and "products"."price_currency" is not null and "products"."price_unit" is not null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_moq_check" CHECK (("products"."moq" is null) = ("products"."moq_unit" is null) and ("products"."moq" is null or "products"."moq" >= 1));