// Our words for a validation issue whose schema says nothing of its own: valibot's defaults name types ("Expected
// Object") and carry the input back ("but received …"), so no client or admin is ever shown them.
import type * as v from 'valibot';

/** One sentence per kind of problem; `{{max}}`, `{{min}}` and `{{count}}` are the schema's limits, never the input. */
export type IssueWords = {
  required: string;
  unknownField: string;
  object: string;
  text: string;
  number: string;
  wholeNumber: string;
  trueOrFalse: string;
  list: string;
  choice: string;
  tooLong: string;
  tooShort: string;
  tooManyItems: string;
  tooFewItems: string;
  exactLength: string;
  exactItems: string;
  atLeast: string;
  atMost: string;
  email: string;
  format: string;
  notAccepted: string;
};

export const ISSUE_WORDS_EN: IssueWords = {
  required: 'This field is required',
  unknownField: 'This field is not accepted here',
  object: 'Must be an object',
  text: 'Must be text',
  number: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  trueOrFalse: 'Must be true or false',
  list: 'Must be a list',
  choice: 'Not one of the allowed values',
  tooLong: 'At most {{max}} characters',
  tooShort: 'At least {{min}} characters',
  tooManyItems: 'At most {{max}} in this list',
  tooFewItems: 'At least {{min}} in this list',
  exactLength: 'Must be exactly {{count}} characters',
  exactItems: 'Exactly {{count}} in this list',
  atLeast: 'Must be at least {{min}}',
  atMost: 'Must be at most {{max}}',
  email: 'Not a valid email address',
  format: 'Not in the expected format',
  notAccepted: 'This value is not accepted',
};

const OBJECTS = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest', 'record']);
const CHOICES = new Set(['picklist', 'enum', 'literal', 'union', 'variant', 'value', 'values']);

/** A limit as the sentence shows it; only numbers are the schema's own, anything else is left unsaid. */
const limit = (requirement: unknown) => (typeof requirement === 'number' ? String(requirement) : '');
const put = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The sentence for an issue, from its kind and its schema's limits only. */
export function issueMessage(issue: v.BaseIssue<unknown>, words: IssueWords = ISSUE_WORDS_EN): string {
  const many = Array.isArray(issue.input);
  const n = limit(issue.requirement);
  switch (issue.type) {
    case 'string':
      return words.text;
    case 'number':
    case 'finite':
      return words.number;
    case 'integer':
    case 'safe_integer':
      return words.wholeNumber;
    case 'boolean':
      return words.trueOrFalse;
    case 'array':
    case 'tuple':
    case 'strict_tuple':
    case 'loose_tuple':
      return words.list;
    case 'never':
      return words.unknownField;
    case 'max_length':
      return put(many ? words.tooManyItems : words.tooLong, { max: n });
    case 'min_length':
    case 'non_empty':
      if (!many && (issue.type === 'non_empty' || n === '1')) return words.required;
      return put(many ? words.tooFewItems : words.tooShort, { min: n || '1' });
    case 'length':
      return put(many ? words.exactItems : words.exactLength, { count: n });
    case 'min_value':
      return put(words.atLeast, { min: n });
    case 'max_value':
      return put(words.atMost, { max: n });
    case 'email':
      return words.email;
    case 'regex':
      return words.format;
  }
  if (OBJECTS.has(issue.type)) {
    // An object's issue is about the whole input (not an object), or, with a path, about one key: missing or unknown.
    if (!issue.path?.length) return words.object;
    return issue.expected === 'never' ? words.unknownField : words.required;
  }
  if (CHOICES.has(issue.type)) return words.choice;
  return words.notAccepted;
}

/**
 * The parse configuration's `message`: valibot uses it only for an issue that has no message from its schema, so every
 * message a schema sets wins (`v.safeParse(schema, input, { message: ourWords() })`).
 */
export const ourWords =
  (words: IssueWords = ISSUE_WORDS_EN) =>
  (issue: v.BaseIssue<unknown>) =>
    issueMessage(issue, words);
