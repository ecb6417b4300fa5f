CREATE TABLE `insight_rollups` (
	`day` text NOT NULL,
	`dimension` text NOT NULL,
	`value` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`dimension`, `day`, `value`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `page_views` (
	`id` integer PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`visitor` integer NOT NULL,
	`path` text NOT NULL,
	`lang` text NOT NULL,
	`device` text NOT NULL,
	`referrer` text NOT NULL,
	`source` text NOT NULL,
	`medium` text NOT NULL,
	`campaign` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_views_day` ON `page_views` (`day`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `source_landing` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `source_plan` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `source_referrer` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `source_utm_source` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `source_utm_medium` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `source_utm_campaign` text;