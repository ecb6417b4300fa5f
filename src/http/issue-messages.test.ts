// Our words for issues: each kind of problem worded from its kind and the schema's limits, never the input; a message
// the schema sets wins over ours; other words (the admin's Chinese) are used the same way.
import { describe, expect, test } from 'bun:test';
import * as v from 'valibot';
import { ISSUE_WORDS_EN, issueMessage, ourWords, type IssueWords } from '../contract/issue-messages';

const SENT = 'SENT-VALUE-41';
const messagesOf = (schema: v.GenericSchema, input: unknown, words?: IssueWords) => {
  const result = v.safeParse(schema, input, { message: ourWords(words) });
  expect(result.success).toBe(false);
  return result.issues!.map((issue) => [v.getDotPath(issue), issue.message]);
};

describe('each kind of issue in words', () => {
  test.each([
    ['a missing key', v.strictObject({ name: v.string() }), {}, [['name', 'This field is required']]],
    ['a key the schema does not take', v.strictObject({}), { extra: SENT }, [['extra', 'This field is not accepted here']]],
    ['a body that is not an object', v.object({ name: v.string() }), SENT, [[null, 'Must be an object']]],
    ['null for an object', v.object({ name: v.string() }), null, [[null, 'Must be an object']]],
    ['a number for text', v.object({ name: v.string() }), { name: 41 }, [['name', 'Must be text']]],
    ['text for a number', v.object({ price: v.number() }), { price: SENT }, [['price', 'Must be a number']]],
    ['a fraction for a whole number', v.object({ id: v.pipe(v.number(), v.integer()) }), { id: 1.5 }, [['id', 'Must be a whole number']]],
    ['text for true or false', v.object({ on: v.boolean() }), { on: SENT }, [['on', 'Must be true or false']]],
    ['text for a list', v.object({ ids: v.array(v.number()) }), { ids: SENT }, [['ids', 'Must be a list']]],
    [
      'a value not in the choice',
      v.object({ plan: v.picklist(['basic', 'pro']) }),
      { plan: SENT },
      [['plan', 'Not one of the allowed values']],
    ],
    ['a value none of a union takes', v.union([v.literal(''), v.number()]), SENT, [[null, 'Not one of the allowed values']]],
    ['text too long', v.pipe(v.string(), v.maxLength(5)), SENT, [[null, 'At most 5 characters']]],
    ['a list too long', v.pipe(v.array(v.string()), v.maxLength(1)), [SENT, SENT], [[null, 'At most 1 in this list']]],
    ['blank text that must hold something', v.pipe(v.string(), v.minLength(1)), '', [[null, 'This field is required']]],
    ['text too short', v.pipe(v.string(), v.minLength(20)), SENT, [[null, 'At least 20 characters']]],
    ['a list too short', v.pipe(v.array(v.number()), v.minLength(2)), [1], [[null, 'At least 2 in this list']]],
    ['a number too small', v.pipe(v.number(), v.minValue(1)), 0, [[null, 'Must be at least 1']]],
    ['a number too large', v.pipe(v.number(), v.maxValue(100)), 987654, [[null, 'Must be at most 100']]],
    ['an address that is not an email', v.pipe(v.string(), v.email()), SENT, [[null, 'Not a valid email address']]],
    ['text that does not match its pattern', v.pipe(v.string(), v.regex(/^\d+$/)), SENT, [[null, 'Not in the expected format']]],
    [
      'a failed check',
      v.pipe(
        v.string(),
        v.check(() => false),
      ),
      SENT,
      [[null, 'This value is not accepted']],
    ],
  ] as const)('%s', (_, schema, input, expected) => {
    expect(messagesOf(schema as v.GenericSchema, input)).toEqual(expected as never);
  });

  test("no word of ours is valibot's, names a type the way code does, or carries the input", () => {
    const schemas: [v.GenericSchema, unknown][] = [
      [
        v.strictObject({ a: v.string(), b: v.number(), c: v.boolean(), d: v.array(v.string()) }),
        { a: 987654, b: SENT, c: SENT, d: SENT, e: SENT },
      ],
      [v.pipe(v.string(), v.maxLength(3), v.regex(/^x$/)), SENT],
    ];
    for (const [schema, input] of schemas) {
      for (const [, message] of messagesOf(schema, input)) {
        expect(message).not.toMatch(/^Invalid (type|key|length|value)|Expected|received|Object|string|boolean/);
        expect(message).not.toContain(SENT);
        expect(message).not.toContain('987654');
      }
    }
  });
});

test('a message the schema sets wins over ours, for schemas and actions alike', () => {
  const schema = v.strictObject({
    name: v.string('Name must be text'),
    message: v.pipe(v.string(), v.minLength(10, 'Message must be at least 10 characters')),
    service: v.optional(v.picklist(['a', 'b'], 'Choose one of the listed services')),
  });
  expect(messagesOf(schema, { name: 5, message: 'short', service: 'z' })).toEqual([
    ['name', 'Name must be text'],
    ['message', 'Message must be at least 10 characters'],
    ['service', 'Choose one of the listed services'],
  ]);
});

test('other words are used the same way, limits filled in', () => {
  const words: IssueWords = { ...ISSUE_WORDS_EN, required: '此欄位為必填', tooLong: '最多 {{max}} 個字元' };
  expect(messagesOf(v.strictObject({ title: v.pipe(v.string(), v.maxLength(3)), other: v.string() }), { title: 'abcd' }, words)).toEqual([
    ['title', '最多 3 個字元'],
    ['other', '此欄位為必填'],
  ]);
});

test('issueMessage alone: an issue without a limit of its own says none (a pattern is never shown)', () => {
  const issue = v.safeParse(v.pipe(v.string(), v.regex(/^secret-\d+$/)), SENT).issues![0]!;
  expect(issueMessage(issue)).toBe('Not in the expected format');
});
