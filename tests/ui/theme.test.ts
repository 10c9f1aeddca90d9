// Both themes come from one set of tokens (ui/tokens.css, which ui/theme.css hands to Tailwind):
// every token has a dark value, the pairs the components draw text and controls with keep WCAG AA
// contrast in each theme, and the design system and the shell name colours only through the
// tokens (a raw colour would be the same in both themes).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.resolve('src/ui/tokens.css'), 'utf8');

function tokens(selector: string): Record<string, string> {
  const block = new RegExp(`${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]),
  );
}

const THEMES = { light: tokens(':root'), dark: tokens('.dark') };

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

// [text or mark, background, minimum]: text 4.5:1, a control's boundary or focus ring 3:1.
const PAIRS: [string, string, number][] = [
  ['fg', 'bg', 4.5],
  ['fg', 'surface', 4.5],
  ['fg', 'surface-2', 4.5],
  ['muted', 'bg', 4.5],
  ['muted', 'surface', 4.5],
  ['primary', 'surface', 4.5],
  ['primary', 'primary-soft', 4.5],
  ['primary-fg', 'primary', 4.5],
  ['danger', 'surface', 4.5],
  ['danger-fg', 'danger', 4.5],
  ['focus', 'surface', 3],
  ['focus', 'bg', 3],
  ...['approved', 'pending', 'failed', 'canceled', 'bonus', 'other'].map(
    (status): [string, string, number] => ['status-fg', `status-${status}`, 4.5],
  ),
];

describe('the two themes', () => {
  it("are what Tailwind's theme is made of", () => {
    expect(readFileSync(path.resolve('src/ui/theme.css'), 'utf8')).toMatch(
      /@import '\.\/tokens\.css';/,
    );
  });

  it('give every token a value in each', () => {
    expect(Object.keys(THEMES.dark).sort()).toEqual(Object.keys(THEMES.light).sort());
  });

  for (const [theme, values] of Object.entries(THEMES)) {
    it.each(PAIRS)(`${theme}: %s on %s keeps at least %d:1`, (text, background, minimum) => {
      expect(contrast(values[text], values[background])).toBeGreaterThanOrEqual(minimum);
    });
  }
});

describe('colours come from the tokens', () => {
  // The folders below them too (src/ui/admin, src/ui/form, src/signIn/login).
  const files = ['src/ui', 'src/layout', 'src/signIn']
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)),
    )
    .filter((file) => file.endsWith('.tsx'));

  it.each(files)('%s names no raw colour', (file) => {
    const source = readFileSync(file, 'utf8');
    // Tailwind's palette (bg-white, text-gray-700...) or a literal in a class or style.
    const raw = source.match(
      /\b(?:bg|text|border|ring|fill|stroke|outline)-(?:white|black|(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\d{2,3})\b|#[0-9a-f]{3,8}\b/gi,
    );
    expect(raw ?? []).toEqual([]);
  });
});
