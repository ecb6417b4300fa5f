CREATE TABLE `page_snippets` (
	`section` text PRIMARY KEY NOT NULL,
	`title_en` text DEFAULT '' NOT NULL,
	`title_zh` text DEFAULT '' NOT NULL,
	`description_en` text DEFAULT '' NOT NULL,
	`description_zh` text DEFAULT '' NOT NULL,
	`image_path` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
