CREATE TABLE `used_challenges` (
	`signature` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `spam` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `spam_at` integer;--> statement-breakpoint
CREATE INDEX `contact_messages_spam` ON `contact_messages` (`spam_at`);