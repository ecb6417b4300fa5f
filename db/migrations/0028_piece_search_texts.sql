ALTER TABLE `piece_versions` ADD `seo_title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `piece_versions` ADD `seo_description` text DEFAULT '' NOT NULL;