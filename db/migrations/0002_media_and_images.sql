CREATE TABLE `media` (
	`sha256` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`size` integer NOT NULL,
	`bytes` blob NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `case_studies` ADD `image_width` integer;--> statement-breakpoint
ALTER TABLE `case_studies` ADD `image_height` integer;--> statement-breakpoint
ALTER TABLE `case_studies` ADD `image_alt_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `case_studies` ADD `image_alt_zh` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `image_width` integer;--> statement-breakpoint
ALTER TABLE `services` ADD `image_height` integer;--> statement-breakpoint
ALTER TABLE `services` ADD `image_alt_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `image_alt_zh` text DEFAULT '' NOT NULL;