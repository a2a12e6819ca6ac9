CREATE INDEX "basket_backups_created" ON "basket_backups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "baskets_status_updated" ON "baskets" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "images_unclaimed" ON "images" USING btree ("created_at") WHERE "images"."customer_id" IS NULL AND "images"."kind" = 'upload';--> statement-breakpoint
CREATE INDEX "customer_sessions_expires" ON "customer_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_reset_keys_expires" ON "password_reset_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_updated" ON "mail_outbox" USING btree ("status","updated_at");