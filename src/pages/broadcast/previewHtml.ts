// Turns the broadcast text (Telegram's HTML formatting) into HTML that is safe to render in the
// live preview. Admins type HTML on purpose, so nothing is escaped: everything outside Telegram's
// own tag list is removed by DOMPurify instead.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** Telegram Bot API "HTML style" tags, plus <br> for the converted line breaks. */
export const PREVIEW_ALLOWED_TAGS = [
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ins',
  's',
  'strike',
  'del',
  'a',
  'code',
  'pre',
  'blockquote',
  'span',
  'tg-spoiler',
  'br',
];
export const PREVIEW_ALLOWED_ATTR = ['href'];

/** Link targets Telegram itself opens; relative, javascript:, data:, vbscript: ... are dropped. */
const SAFE_HREF = /^(?:https?|tg|mailto):/i;

export function isSafePreviewHref(href: string): boolean {
  return SAFE_HREF.test(href);
}

// A private instance: hooks added to the default DOMPurify object would apply to every other
// caller of DOMPurify in the app.
let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // nodeName is the tag name for elements (upper case in HTML, as written in SVG).
    if (node.nodeName.toLowerCase() !== 'a') return;
    const link = node as Element;
    // ALLOWED_URI_REGEXP already filters href; checking again here keeps the rule in one
    // readable place and guards against a future config change.
    const href = link.getAttribute('href');
    if (href !== null && !isSafePreviewHref(href)) link.removeAttribute('href');
    // A preview link must not give the opened page a handle on the panel (reverse tabnabbing).
    link.setAttribute('rel', 'noopener noreferrer');
    link.setAttribute('target', '_blank');
  });
  purifier = instance;
  return instance;
}

/** Line breaks become <br> first (Telegram keeps them), then the result is sanitized. */
export function toPreviewHtml(text: string): string {
  const withBreaks = text.replace(/\r\n|\r|\n/g, '<br>');
  return getPurifier().sanitize(withBreaks, {
    ALLOWED_TAGS: PREVIEW_ALLOWED_TAGS,
    ALLOWED_ATTR: PREVIEW_ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_HREF,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
