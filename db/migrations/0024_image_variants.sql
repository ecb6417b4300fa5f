CREATE TABLE `media_variants` (
	`sha256` text NOT NULL,
	`format` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`size` integer NOT NULL,
	`bytes` blob NOT NULL,
	PRIMARY KEY(`sha256`, `format`, `width`),
	FOREIGN KEY (`sha256`) REFERENCES `media`(`sha256`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `media` ADD `variants` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `media` ADD `variants_error` text;--> statement-breakpoint
ALTER TABLE `media` ADD `placeholder` text;--> statement-breakpoint
ALTER TABLE `media` ADD `focus_x` real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE `media` ADD `focus_y` real DEFAULT 0.5 NOT NULL;