CREATE TABLE `message_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_message_id` integer NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`lang` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`contact_message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `message_replies_message` ON `message_replies` (`contact_message_id`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `closed_at` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `note` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `kind` text DEFAULT 'notification' NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `reply_id` integer REFERENCES message_replies(id) ON DELETE cascade;