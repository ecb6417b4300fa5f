DROP INDEX `contact_messages_created`;--> statement-breakpoint
CREATE INDEX `contact_messages_newest` ON `contact_messages` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `contact_messages_unread` ON `contact_messages` (`is_read`,`created_at`,`id`);--> statement-breakpoint
-- Search of name, email and text in any language (trigram: any substring of 3 characters or more), kept in step with
-- the messages by triggers. Written by hand: drizzle-kit does not model virtual tables.
CREATE VIRTUAL TABLE `contact_messages_fts` USING fts5(name, email, message, content='contact_messages', content_rowid='id', tokenize='trigram');--> statement-breakpoint
INSERT INTO `contact_messages_fts` (rowid, name, email, message) SELECT id, name, email, message FROM `contact_messages`;--> statement-breakpoint
CREATE TRIGGER `contact_messages_fts_insert` AFTER INSERT ON `contact_messages` BEGIN
  INSERT INTO `contact_messages_fts` (rowid, name, email, message) VALUES (new.id, new.name, new.email, new.message);
END;--> statement-breakpoint
CREATE TRIGGER `contact_messages_fts_delete` AFTER DELETE ON `contact_messages` BEGIN
  INSERT INTO `contact_messages_fts` (`contact_messages_fts`, rowid, name, email, message) VALUES ('delete', old.id, old.name, old.email, old.message);
END;--> statement-breakpoint
CREATE TRIGGER `contact_messages_fts_update` AFTER UPDATE OF name, email, message ON `contact_messages` BEGIN
  INSERT INTO `contact_messages_fts` (`contact_messages_fts`, rowid, name, email, message) VALUES ('delete', old.id, old.name, old.email, old.message);
  INSERT INTO `contact_messages_fts` (rowid, name, email, message) VALUES (new.id, new.name, new.email, new.message);
END;
