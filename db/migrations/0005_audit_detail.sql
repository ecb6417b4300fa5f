ALTER TABLE `audit_log` ADD `detail` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Written by hand: an entry from before details had a shape keeps its English summary as a note.
UPDATE `audit_log` SET `detail` = json_object('note', `summary`);--> statement-breakpoint
ALTER TABLE `audit_log` DROP COLUMN `summary`;
