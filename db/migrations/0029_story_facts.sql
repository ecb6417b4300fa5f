ALTER TABLE `piece_versions` ADD `facts` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Written by hand (decision 0178): a Work page's text that opens with its facts as a list of bold terms
-- (`- **Duration:** 14 weeks`, `- **工期：**14 週`, at most six: decision 0163) gives them to the new column, in order,
-- and keeps the rest as its text. Any other opening (a list with an item that is not a bold term, more than six) stays.
WITH RECURSIVE
  heads AS (
    SELECT v.id, ltrim(v.body, ' ' || char(9) || char(10) || char(13)) AS body FROM `piece_versions` AS v
    JOIN `pieces` AS p ON p.id = v.piece_id
    WHERE p.collection = 'work' AND ltrim(v.body, ' ' || char(9) || char(10) || char(13)) LIKE '- **%'
  ),
  blocks AS (
    SELECT id, body, CASE WHEN instr(body, char(10) || char(10)) > 0 THEN substr(body, 1, instr(body, char(10) || char(10)) - 1) ELSE body END AS block
    FROM heads
  ),
  lines (id, n, line, rest) AS (
    SELECT id, 0, '', block || char(10) FROM blocks
    UNION ALL
    SELECT id, n + 1, trim(substr(rest, 1, instr(rest, char(10)) - 1), ' ' || char(13)), substr(rest, instr(rest, char(10)) + 1)
    FROM lines WHERE rest <> ''
  ),
  items AS (
    SELECT id, n, line, substr(line, 5) AS after FROM lines WHERE n > 0
  ),
  parsed AS (
    SELECT id, n,
      (line LIKE '- **%' AND instr(after, '**') > 1) AS ok,
      rtrim(trim(substr(after, 1, instr(after, '**') - 1)), ':：') AS term,
      trim(ltrim(trim(substr(after, instr(after, '**') + 2)), ':：')) AS detail
    FROM items
  ),
  good AS (
    SELECT id FROM parsed GROUP BY id
    HAVING count(*) <= 6 AND min(ok) = 1 AND min(length(term)) > 0 AND min(length(detail)) > 0
  )
UPDATE `piece_versions` SET
  `facts` = (
    SELECT json_group_array(json_object('term', term, 'detail', detail))
    FROM (SELECT term, detail FROM parsed WHERE parsed.id = `piece_versions`.id ORDER BY n)
  ),
  `body` = (
    SELECT ltrim(substr(b.body, length(b.block) + 1), ' ' || char(9) || char(10) || char(13)) FROM blocks AS b WHERE b.id = `piece_versions`.id
  )
WHERE id IN (SELECT id FROM good);
