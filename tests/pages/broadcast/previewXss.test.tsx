// @vitest-environment jsdom
// The broadcast preview renders admin-typed HTML: a corpus of XSS payloads goes through the real
// preview component, and every one must come out inert (docs/product.md: Screens Broadcast;
// DOMPurify allow-list).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { BroadcastPreview } from '../../../src/pages/broadcast/BroadcastPreview';
import { PREVIEW_ALLOWED_TAGS, toPreviewHtml } from '../../../src/pages/broadcast/previewHtml';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { XSS_PAYLOADS } from './xssPayloads';

const SAFE_HREF = /^(?:https?|tg|mailto):/i;
const ALLOWED = new Set(PREVIEW_ALLOWED_TAGS);
// Events that would run a surviving inline handler; click also follows a javascript: link.
const EVENTS = [
  'click',
  'mouseover',
  'mouseenter',
  'pointerover',
  'focus',
  'focusin',
  'load',
  'error',
  'toggle',
  'animationstart',
  'transitionend',
  'begin',
  'input',
  'submit',
  'start',
];

// Inline handlers and javascript: URLs run in jsdom's own window object, which is not the
// globalThis the test sees: the spy goes on both.
const jsdomWindow = (globalThis as { jsdom?: { window: Record<string, unknown> } }).jsdom?.window;
let xss: ReturnType<typeof vi.fn>;

beforeEach(() => {
  xss = vi.fn();
  (globalThis as Record<string, unknown>).__xss = xss;
  if (jsdomWindow) jsdomWindow.__xss = xss;
});

afterEach(() => {
  delete (globalThis as Record<string, unknown>).__xss;
  if (jsdomWindow) delete jsdomWindow.__xss;
});

async function fireEverything(root: Element) {
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const type of EVENTS) {
      if (type === 'click' && element instanceof HTMLElement) element.click();
      else element.dispatchEvent(new Event(type, { bubbles: true }));
    }
  }
  // jsdom runs a javascript: navigation in a later task.
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
}

function attributesOf(root: Element) {
  return Array.from(root.querySelectorAll('*')).flatMap((element) =>
    Array.from(element.attributes).map((attribute) => ({ element, name: attribute.name })),
  );
}

describe('the XSS corpus', () => {
  it('has at least 50 distinct payloads', () => {
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it('would be caught by this harness if it ran unsanitized (control)', async () => {
    const raw = document.createElement('div');
    document.body.appendChild(raw);
    raw.innerHTML =
      '<img src=x onerror=__xss(1)><b onmouseover=__xss(2)>b</b><a href="javascript:__xss(3)">a</a>';
    await fireEverything(raw);
    raw.remove();
    expect(xss.mock.calls.map(([id]) => id).sort()).toEqual([1, 2, 3]);
  });
});

describe.each(XSS_PAYLOADS.map((payload, index) => [index + 1, payload] as const))(
  'payload %i',
  (_index, payload) => {
    it('renders inert in the preview', async () => {
      renderWithCore(
        <BroadcastPreview
          messageText={payload}
          buttonText={payload}
          buttonUrl={payload}
          scheduledTime={null}
        />,
      );
      const preview = document.querySelector('[data-testid="broadcast-preview"]');
      const message = document.querySelector('[data-testid="broadcast-preview-message"]');
      expect(preview).not.toBeNull();
      expect(message).not.toBeNull();

      await fireEverything(preview!);
      expect(xss).not.toHaveBeenCalled();

      // Only Telegram's tags inside the message.
      const tags = Array.from(message!.querySelectorAll('*')).map((el) => el.localName);
      expect(tags.filter((tag) => !ALLOWED.has(tag))).toEqual([]);

      // No handler, style or source attribute anywhere in the preview.
      const names = attributesOf(preview!).map(({ name }) => name.toLowerCase());
      expect(names.filter((name) => name.startsWith('on'))).toEqual([]);
      expect(names.filter((name) => ['style', 'src', 'srcdoc', 'srcset'].includes(name))).toEqual(
        [],
      );
      // Inside the message only href and the rel/target the sanitizer adds to links.
      const messageNames = attributesOf(message!).map(({ name }) => name);
      expect(messageNames.filter((name) => !['href', 'rel', 'target'].includes(name))).toEqual([]);

      // Every link left goes somewhere Telegram would open.
      for (const link of Array.from(preview!.querySelectorAll('[href]'))) {
        expect(link.getAttribute('href')).toMatch(SAFE_HREF);
      }
      for (const form of ['action', 'formaction', 'xlink:href', 'data']) {
        expect(preview!.querySelector(`[${form.replace(':', '\\:')}]`)).toBeNull();
      }
    });
  },
);

describe('the sanitizer keeps what Telegram allows', () => {
  it('keeps formatting tags and safe links, with rel and target forced', () => {
    const html = toPreviewHtml(
      '<b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><ins>n</ins><s>s</s><strike>k</strike>' +
        '<del>d</del><code>c</code><pre>p</pre><blockquote>q</blockquote><tg-spoiler>t</tg-spoiler>' +
        '<a href="https://t.me/x" target="_self" rel="opener">w</a><a href="tg://resolve?domain=x">t</a>' +
        '<a href="mailto:a@b.uz">m</a><a href="HTTP://EXAMPLE.COM">h</a>',
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    for (const tag of ['b', 'strong', 'i', 'em', 'u', 'ins', 's', 'strike', 'del', 'code']) {
      expect(root.querySelector(tag), tag).not.toBeNull();
    }
    expect(root.querySelector('pre')).not.toBeNull();
    expect(root.querySelector('blockquote')).not.toBeNull();
    expect(root.querySelector('tg-spoiler')).not.toBeNull();
    const links = Array.from(root.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://t.me/x',
      'tg://resolve?domain=x',
      'mailto:a@b.uz',
      'HTTP://EXAMPLE.COM',
    ]);
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });

  it('drops relative and unknown-scheme hrefs but keeps the link text', () => {
    const root = document.createElement('div');
    root.innerHTML = toPreviewHtml(
      '<a href="/admin">r</a><a href="ftp://x">f</a><a href="//evil.example">p</a>',
    );
    expect(root.textContent).toBe('rfp');
    expect(root.querySelectorAll('[href]')).toHaveLength(0);
  });

  it('turns every kind of line break into <br> before sanitizing', () => {
    expect(toPreviewHtml('a\nb\r\nc\rd')).toBe('a<br>b<br>c<br>d');
  });

  it('escapes nothing else: entities stay text, tags stay tags', () => {
    const root = document.createElement('div');
    root.innerHTML = toPreviewHtml('1 &lt; 2 &amp; <b>3</b>');
    expect(root.textContent).toBe('1 < 2 & 3');
    expect(root.querySelector('b')).not.toBeNull();
  });
});
