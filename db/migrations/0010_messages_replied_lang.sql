ALTER TABLE `contact_messages` ADD `replied_at` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `lang` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `notification_skipped` text;