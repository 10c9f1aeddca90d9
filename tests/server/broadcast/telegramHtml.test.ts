// The Telegram HTML allow-list: what Telegram's HTML parse mode accepts passes with the text users
// will see; anything else (other tags, attributes, unsafe links, unbalanced or badly nested tags,
// unknown entities) is refused with a message saying what to change.
import { describe, expect, it } from 'vitest';
import { checkTelegramHtml } from '../../../server/broadcast/telegramHtml.ts';

describe('checkTelegramHtml accepts Telegram HTML', () => {
  it.each([
    ['plain text', 'Salom!', 'Salom!'],
    [
      'every formatting tag',
      '<b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><ins>n</ins>',
      'bsieun',
    ],
    ['strikethrough tags', '<s>1</s><strike>2</strike><del>3</del>', '123'],
    [
      'nested formatting',
      '<b>bold <i>and italic <u>and underlined</u></i></b>',
      'bold and italic and underlined',
    ],
    ['upper-case tags and spaces before ">"', '<B >x</B >', 'x'],
    ['an http link', '<a href="https://example.uz/promo?a=1&amp;b=2">Promo</a>', 'Promo'],
    [
      'tg and mailto links, unquoted and single-quoted',
      "<a href=tg://resolve?domain=bot>t</a> <a href='mailto:a@b.uz'>m</a>",
      't m',
    ],
    ['formatting inside a link', '<a href="http://x.uz"><b>bold link</b></a>', 'bold link'],
    ['code and pre', '<code>x = 1</code><pre>block</pre>', 'x = 1block'],
    [
      'pre with a language',
      '<pre><code class="language-python">print("hi")</code></pre>',
      'print("hi")',
    ],
    [
      'blockquote, expandable too',
      '<blockquote>q</blockquote><blockquote expandable>e</blockquote>',
      'qe',
    ],
    ['both spoiler forms', '<span class="tg-spoiler">a</span><tg-spoiler>b</tg-spoiler>', 'ab'],
    ['the four named entities', '&lt;b&gt; &amp; &quot;q&quot;', '<b> & "q"'],
    ['numeric entities', '&#128176; &#x1F4B0;', '💰 💰'],
    ['a bare "&" and ">"', 'Tom & Jerry -> 2 > 1', 'Tom & Jerry -> 2 > 1'],
    ['line breaks', 'line 1\nline 2', 'line 1\nline 2'],
  ])('%s', (_name, html, visibleText) => {
    expect(checkTelegramHtml(html)).toEqual({ visibleText });
  });
});

describe('checkTelegramHtml refuses', () => {
  it.each([
    [
      '<script>',
      '<script>alert(1)</script>',
      /^<script> is not allowed; Telegram supports only b, strong/,
    ],
    ['<img onerror>', '<img src=x onerror="alert(1)">', /^<img> is not allowed/],
    ['<svg onload>', '<svg onload=alert(1)>', /^<svg> is not allowed/],
    ['<iframe>', '<iframe src="https://evil.example"></iframe>', /^<iframe> is not allowed/],
    ['<br/>', 'a<br/>b', /^<br> is not allowed/],
    [
      'a javascript: link',
      '<a href="javascript:alert(1)">x</a>',
      /href must be an absolute http\(s\), tg: or mailto: URL/,
    ],
    [
      'a javascript: link hidden by entities',
      '<a href="java&#115;cript:alert(1)">x</a>',
      /href must be an absolute/,
    ],
    ['a data: link', '<a href="data:text/html,<b>x</b>">x</a>', /href must be an absolute/],
    ['a relative link', '<a href="/admin">x</a>', /href must be an absolute/],
    ['a link without href', '<a>x</a>', /^<a> needs an href$/],
    [
      'an event handler on a link',
      '<a href="https://x.uz" onclick="steal()">x</a>',
      /^attribute "onclick" is not allowed on <a>$/,
    ],
    [
      'an attribute glued to another',
      '<a href="https://x.uz"onclick="y">x</a>',
      /^<a> has a malformed attribute$/,
    ],
    [
      'a style attribute',
      '<b style="color:red">x</b>',
      /^attribute "style" is not allowed on <b>$/,
    ],
    [
      'a repeated attribute',
      '<a href="https://a.uz" href="https://b.uz">x</a>',
      /has "href" twice/,
    ],
    [
      'a span that is not a spoiler',
      '<span class="big">x</span>',
      /only as <span class="tg-spoiler">/,
    ],
    [
      'a code class outside pre',
      '<code class="language-js">x</code>',
      /only directly inside <pre>/,
    ],
    ['a tag inside code', '<code><b>x</b></code>', /^<code> cannot contain other tags$/],
    ['formatting inside pre', '<pre><i>x</i></pre>', /^<pre> can contain only/],
    [
      'nested blockquotes',
      '<blockquote><blockquote>x</blockquote></blockquote>',
      /cannot be nested/,
    ],
    [
      'nested links',
      '<a href="https://a.uz"><a href="https://b.uz">x</a></a>',
      /^links cannot be nested$/,
    ],
    ['an unclosed tag', '<b>bold', /^<b> is not closed$/],
    ['a closing tag without opening', 'text</i>', /^<\/i> has no opening tag$/],
    ['crossed tags', '<b><i>x</b></i>', /^<\/b> does not match the open <i>$/],
    ['a start tag cut off', 'x <b', /^<b> is not closed with ">"$/],
    ['a bare "<"', '2 < 3', /must be written as &lt;/],
    ['an HTML comment', '<!-- hidden -->', /comments are not supported/],
    ['an unknown named entity', 'a&nbsp;b', /^&nbsp; is not supported/],
    ['an impossible numeric entity', '&#0;', /not a valid character/],
    ['an entity named like an object member', '&constructor;', /^&constructor; is not supported/],
  ])('%s', (_name, html, problem) => {
    const result = checkTelegramHtml(html);
    expect(result).toHaveProperty('problem');
    expect((result as { problem: string }).problem).toMatch(problem);
  });
});
