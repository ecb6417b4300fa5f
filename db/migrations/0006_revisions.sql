CREATE TABLE `revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`account` text NOT NULL,
	`target` text NOT NULL,
	`before` text,
	`after` text,
	`restored_from` integer
);
--> statement-breakpoint
CREATE INDEX `revisions_target` ON `revisions` (`target`,`id`);