ALTER TABLE `pieces` ADD `study_id` integer;--> statement-breakpoint
ALTER TABLE `pieces` ADD `testimonial_id` integer;--> statement-breakpoint
ALTER TABLE `pieces` ADD `service_ids` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `pieces` ADD `gallery` text DEFAULT '[]' NOT NULL;