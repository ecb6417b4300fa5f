CREATE TABLE `site_brand` (
	`id` integer PRIMARY KEY NOT NULL,
	`logo_path` text,
	`logo_width` integer,
	`logo_height` integer,
	`updated_at` integer NOT NULL
);
