// Code in an article coloured on the server (highlight.js, its classes styled by the public stylesheet): no script is
// sent for it. The languages a studio's articles use; any other is shown plain.
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import go from 'highlight.js/lib/languages/go';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

for (const [name, language] of Object.entries({ bash, css, go, javascript, json, python, sql, typescript, xml, yaml }))
  hljs.registerLanguage(name, language);

/** The code as coloured HTML (escaped), or '' to have markdown-it escape it plain. */
export function highlighted(code: string, language: string): string {
  const name = language.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? '';
  if (!name || !hljs.getLanguage(name)) return '';
  return hljs.highlight(code, { language: name, ignoreIllegals: true }).value;
}
