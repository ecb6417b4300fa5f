CREATE TABLE `clients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name_en` text NOT NULL,
	`name_zh` text NOT NULL,
	`image_path` text,
	`image_width` integer,
	`image_height` integer,
	`image_alt_en` text DEFAULT '' NOT NULL,
	`image_alt_zh` text DEFAULT '' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `faqs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`question_en` text NOT NULL,
	`question_zh` text NOT NULL,
	`answer_en` text NOT NULL,
	`answer_zh` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `figures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`value_en` text NOT NULL,
	`value_zh` text NOT NULL,
	`label_en` text NOT NULL,
	`label_zh` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_en` text NOT NULL,
	`title_zh` text NOT NULL,
	`description_en` text NOT NULL,
	`description_zh` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `testimonials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_en` text NOT NULL,
	`quote_zh` text NOT NULL,
	`name_en` text NOT NULL,
	`name_zh` text NOT NULL,
	`role_en` text DEFAULT '' NOT NULL,
	`role_zh` text DEFAULT '' NOT NULL,
	`company_en` text DEFAULT '' NOT NULL,
	`company_zh` text DEFAULT '' NOT NULL,
	`image_path` text,
	`image_width` integer,
	`image_height` integer,
	`image_alt_en` text DEFAULT '' NOT NULL,
	`image_alt_zh` text DEFAULT '' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `case_studies` ADD `result_value_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `case_studies` ADD `result_value_zh` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `case_studies` ADD `result_label_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `case_studies` ADD `result_label_zh` text DEFAULT '' NOT NULL;