CREATE TABLE `notification_channels` (
	`kind` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`sealed` text NOT NULL,
	`hint` text NOT NULL,
	`last_ok_at` integer,
	`last_error_at` integer,
	`last_error` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `outbox` ADD `channel` text;