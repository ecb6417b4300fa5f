CREATE TABLE `missed_paths` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`path` text NOT NULL,
	`hits` integer DEFAULT 1 NOT NULL,
	`first_seen` integer NOT NULL,
	`last_seen` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `missed_paths_path_unique` ON `missed_paths` (`path`);--> statement-breakpoint
CREATE INDEX `missed_paths_last_seen` ON `missed_paths` (`last_seen`);