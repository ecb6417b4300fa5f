CREATE TABLE `cache_purges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`keys` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`done_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cache_purges_due` ON `cache_purges` (`status`,`next_attempt_at`);