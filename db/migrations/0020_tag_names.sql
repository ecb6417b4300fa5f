CREATE TABLE `tag_names` (
	`slug` text PRIMARY KEY NOT NULL,
	`name_en` text DEFAULT '' NOT NULL,
	`name_zh` text DEFAULT '' NOT NULL,
	`updated_at` integer NOT NULL
);
