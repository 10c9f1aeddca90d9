// Checks broadcast text against Telegram's HTML parse mode (Bot API "Formatting options"): only
// its tags and attributes, balanced, nested the way Telegram allows, and only the entities it
// knows. Anything else would make sendMessage fail for every user, or, for tags such as <script>
// or <img onerror>, is not something an admin panel should accept and store at all.
// An allow-list scanner rather than an HTML parser: it refuses whatever it does not recognise.

/** Either the problem (for a 400 naming messageText) or the text users will see. */
export type TelegramHtmlCheck = { problem: string } | { visibleText: string };

export const TELEGRAM_TAGS =
  'b, strong, i, em, u, ins, s, strike, del, a href, code, pre, blockquote (expandable), ' +
  'span class="tg-spoiler", tg-spoiler';

// Bold, italic, underline, strikethrough and spoiler may contain, and be part of, anything
// except code and pre: Telegram's nesting rules.
const FORMATTING = new Set(['b', 'strong', 'i', 'em', 'u', 'ins', 's', 'strike', 'del']);
const FORMATTING_OR_SPOILER = new Set([...FORMATTING, 'span', 'tg-spoiler']);
const ALLOWED = new Set([...FORMATTING_OR_SPOILER, 'a', 'code', 'pre', 'blockquote']);

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'tg:', 'mailto:']);
const CODE_LANGUAGE = /^language-[A-Za-z0-9_+#.-]{1,32}$/;
// A Map, not an object literal: "&constructor;" must not find Object.prototype's members.
const NAMED_ENTITIES = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
]);
const ENTITY = /&(#[0-9]{1,8}|#[xX][0-9a-fA-F]{1,7}|[a-zA-Z][a-zA-Z0-9]{0,31});/y;
const TAG_NAME = /[a-zA-Z][a-zA-Z0-9-]*/y;
const CLOSING_TAG = /<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>/y;
const WHITESPACE = /\s*/y;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`]+)))?/y;

class HtmlProblem extends Error {}

const shown = (name: string) => (name.length > 20 ? `${name.slice(0, 20)}…` : name);

/** The character an entity at `index` stands for, and its length; undefined for a plain "&". */
function readEntity(html: string, index: number): { text: string; length: number } | undefined {
  ENTITY.lastIndex = index;
  const match = ENTITY.exec(html);
  // Telegram keeps an "&" that starts no entity as text, so "Tom & Jerry" is fine.
  if (!match) return undefined;
  const body = match[1];
  if (!body.startsWith('#')) {
    const text = NAMED_ENTITIES.get(body);
    if (text === undefined) {
      throw new HtmlProblem(
        `&${shown(body)}; is not supported: Telegram knows only &lt; &gt; &amp; &quot; ` +
          'and numeric entities',
      );
    }
    return { text, length: match[0].length };
  }
  const code = /^#x/i.test(body) ? parseInt(body.slice(2), 16) : Number(body.slice(1));
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
    throw new HtmlProblem(`${match[0]} is not a valid character`);
  }
  return { text: String.fromCodePoint(code), length: match[0].length };
}

/** Entities inside an attribute value (an href with "&amp;") decoded; a plain "&" stays. */
function decodeAttribute(value: string): string {
  let decoded = '';
  for (let index = 0; index < value.length;) {
    const entity = value[index] === '&' ? readEntity(value, index) : undefined;
    decoded += entity ? entity.text : value[index];
    index += entity ? entity.length : 1;
  }
  return decoded;
}

function checkAttributes(name: string, attributes: Map<string, string | null>, parent?: string) {
  const only = (allowed: string[]) => {
    for (const attribute of attributes.keys()) {
      if (!allowed.includes(attribute)) {
        throw new HtmlProblem(`attribute "${shown(attribute)}" is not allowed on <${name}>`);
      }
    }
  };
  if (name === 'a') {
    only(['href']);
    const href = decodeAttribute(attributes.get('href') ?? '').trim();
    if (!href) throw new HtmlProblem('<a> needs an href');
    let protocol: string | undefined;
    try {
      protocol = new URL(href).protocol;
    } catch {
      protocol = undefined;
    }
    if (!protocol || !LINK_PROTOCOLS.has(protocol)) {
      throw new HtmlProblem('a link href must be an absolute http(s), tg: or mailto: URL');
    }
  } else if (name === 'span') {
    only(['class']);
    if (attributes.get('class') !== 'tg-spoiler') {
      throw new HtmlProblem('<span> is allowed only as <span class="tg-spoiler">');
    }
  } else if (name === 'blockquote') {
    only(['expandable']);
    if (attributes.get('expandable')) throw new HtmlProblem('expandable takes no value');
  } else if (name === 'code') {
    only(['class']);
    const language = attributes.get('class');
    if (language !== undefined && (parent !== 'pre' || !CODE_LANGUAGE.test(language ?? ''))) {
      throw new HtmlProblem('<code> may have class="language-…" only directly inside <pre>');
    }
  } else {
    only([]);
  }
}

function checkNesting(name: string, open: readonly string[]) {
  const parent = open.at(-1);
  if (parent === 'code') throw new HtmlProblem('<code> cannot contain other tags');
  if (parent === 'pre' && name !== 'code') {
    throw new HtmlProblem('<pre> can contain only a <code class="language-…"> tag');
  }
  if (FORMATTING_OR_SPOILER.has(name)) return;
  if (name === 'blockquote' && open.includes('blockquote')) {
    throw new HtmlProblem('<blockquote> cannot be nested');
  }
  if (name === 'a' && open.includes('a')) throw new HtmlProblem('links cannot be nested');
  if ((name === 'pre' || name === 'blockquote') && open.includes('a')) {
    throw new HtmlProblem(`<${name}> cannot be inside a link`);
  }
}

/** Reads the start tag at `index` ("<" included) and answers where it ends. */
function readStartTag(html: string, index: number, open: string[]): number {
  TAG_NAME.lastIndex = index + 1;
  const nameMatch = TAG_NAME.exec(html);
  if (!nameMatch) {
    if (html[index + 1] === '!') throw new HtmlProblem('HTML comments are not supported');
    throw new HtmlProblem('a "<" that does not start a tag must be written as &lt;');
  }
  const name = nameMatch[0].toLowerCase();
  if (!ALLOWED.has(name)) {
    throw new HtmlProblem(
      `<${shown(name)}> is not allowed; Telegram supports only ${TELEGRAM_TAGS}`,
    );
  }
  const attributes = new Map<string, string | null>();
  let position = TAG_NAME.lastIndex;
  for (;;) {
    WHITESPACE.lastIndex = position;
    WHITESPACE.exec(html);
    const spaced = WHITESPACE.lastIndex > position;
    position = WHITESPACE.lastIndex;
    if (position >= html.length) throw new HtmlProblem(`<${name}> is not closed with ">"`);
    if (html[position] === '>') break;
    if (html[position] === '/') {
      throw new HtmlProblem(`<${name}/> is not supported: write <${name}>…</${name}>`);
    }
    ATTRIBUTE.lastIndex = position;
    const match = spaced ? ATTRIBUTE.exec(html) : null;
    if (!match) throw new HtmlProblem(`<${name}> has a malformed attribute`);
    const attribute = match[1].toLowerCase();
    if (attributes.has(attribute)) {
      throw new HtmlProblem(`<${name}> has "${shown(attribute)}" twice`);
    }
    attributes.set(attribute, match[2] ?? match[3] ?? match[4] ?? null);
    position = ATTRIBUTE.lastIndex;
  }
  checkNesting(name, open);
  checkAttributes(name, attributes, open.at(-1));
  open.push(name);
  return position + 1;
}

export function checkTelegramHtml(html: string): TelegramHtmlCheck {
  const open: string[] = [];
  let visibleText = '';
  let index = 0;
  try {
    while (index < html.length) {
      const char = html[index];
      if (char === '<' && html[index + 1] === '/') {
        CLOSING_TAG.lastIndex = index;
        const match = CLOSING_TAG.exec(html);
        if (!match) throw new HtmlProblem('a closing tag must look like </b>');
        const name = match[1].toLowerCase();
        const expected = open.pop();
        if (expected === undefined) throw new HtmlProblem(`</${shown(name)}> has no opening tag`);
        if (expected !== name) {
          throw new HtmlProblem(`</${shown(name)}> does not match the open <${expected}>`);
        }
        index = CLOSING_TAG.lastIndex;
      } else if (char === '<') {
        index = readStartTag(html, index, open);
      } else {
        const entity = char === '&' ? readEntity(html, index) : undefined;
        visibleText += entity ? entity.text : char;
        index += entity ? entity.length : 1;
      }
    }
    if (open.length > 0) throw new HtmlProblem(`<${open.at(-1)}> is not closed`);
  } catch (error) {
    if (error instanceof HtmlProblem) return { problem: error.message };
    throw error;
  }
  return { visibleText };
}
