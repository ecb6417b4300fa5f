CREATE TABLE `people` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name_en` text NOT NULL,
	`name_zh` text NOT NULL,
	`role_en` text DEFAULT '' NOT NULL,
	`role_zh` text DEFAULT '' NOT NULL,
	`bio_en` text DEFAULT '' NOT NULL,
	`bio_zh` text DEFAULT '' NOT NULL,
	`image_path` text,
	`image_width` integer,
	`image_height` integer,
	`image_alt_en` text DEFAULT '' NOT NULL,
	`image_alt_zh` text DEFAULT '' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The home page's three fixed people (nine content texts) become the first entries of the people list, as edited;
-- a text left blank in one language takes the other's. The list is then marked seeded, so the first start does not
-- add the built-in people on top, and the nine texts leave the home section (the registry no longer names them).
INSERT INTO `people` (`name_en`, `name_zh`, `role_en`, `role_zh`, `bio_en`, `bio_zh`, `sort_order`)
SELECT
	coalesce(nullif(trim(n.en_value), ''), n.zh_value),
	coalesce(nullif(trim(n.zh_value), ''), n.en_value),
	coalesce(nullif(trim(r.en_value), ''), r.zh_value, ''),
	coalesce(nullif(trim(r.zh_value), ''), r.en_value, ''),
	coalesce(nullif(trim(b.en_value), ''), b.zh_value, ''),
	coalesce(nullif(trim(b.zh_value), ''), b.en_value, ''),
	p.ord
FROM (SELECT 'first' AS who, 0 AS ord UNION ALL SELECT 'second', 1 UNION ALL SELECT 'third', 2) AS p
JOIN `content_entries` AS n ON n.section = 'home' AND n.key = 'team.' || p.who || '.name'
LEFT JOIN `content_entries` AS r ON r.section = 'home' AND r.key = 'team.' || p.who || '.role'
LEFT JOIN `content_entries` AS b ON b.section = 'home' AND b.key = 'team.' || p.who || '.bio'
WHERE trim(n.en_value) <> '' OR trim(n.zh_value) <> ''
ORDER BY p.ord;
--> statement-breakpoint
INSERT INTO `app_meta` (`key`, `value`) SELECT 'list_seeded:people', strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM `people`);
--> statement-breakpoint
DELETE FROM `content_entries` WHERE `section` = 'home' AND `key` IN (
	'team.first.name', 'team.first.role', 'team.first.bio',
	'team.second.name', 'team.second.role', 'team.second.bio',
	'team.third.name', 'team.third.role', 'team.third.bio'
);
