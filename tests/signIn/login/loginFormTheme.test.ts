// The sign-in page's plain CSS takes its colours from the design system's tokens (src/ui/tokens.css)
// instead of repeating them by value: it imports the tokens, every token it reads exists in both
// themes, the tokens' dark values hold for the page when the form says it is dark, and no colour
// it still declares is one of the theme's (in the same theme).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOGIN_CSS = 'src/signIn/login/loginForm.css';
const loginCss = readFileSync(path.resolve(LOGIN_CSS), 'utf8');
const tokensCss = readFileSync(path.resolve('src/ui/tokens.css'), 'utf8');

/** The declarations of the first rule whose selector list is exactly `selector`. */
function block(css: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Starts a rule: after the file's start, another rule or a comment.
  return new RegExp(`(?:^|\\}|\\*/)\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
}

function declarations(body: string): Record<string, string> {
  return Object.fromEntries(
    [...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]),
  );
}

const LIGHT = declarations(block(tokensCss, ':root'));
const DARK = declarations(block(tokensCss, ":root:has(.signin[data-theme='dark']),\n.dark"));

/** Colour literals (hex, rgb(a)) in a piece of CSS, lower-cased and without spaces. */
function colours(css: string): string[] {
  return (css.match(/#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi) ?? []).map((colour) =>
    colour.toLowerCase().replace(/\s+/g, ''),
  );
}

describe("the sign-in page's CSS", () => {
  it("imports the theme's tokens, which hold both themes", () => {
    expect(loginCss).toMatch(/@import '\.\.\/\.\.\/ui\/tokens\.css';/);
    expect(Object.keys(LIGHT).length).toBeGreaterThan(10);
    expect(Object.keys(DARK).sort()).toEqual(Object.keys(LIGHT).sort());
  });

  it("reads only tokens the theme has (besides the page's own --signin-* shades)", () => {
    const read = [...loginCss.matchAll(/var\(--([\w-]+)\)/g)].map(([, name]) => name);
    const own = Object.keys(declarations(loginCss)).filter((name) => name.startsWith('signin-'));
    const tokens = read.filter((name) => !own.includes(name));
    expect(tokens).toEqual(expect.arrayContaining(['bg', 'surface', 'primary']));
    for (const name of tokens) expect(LIGHT, name).toHaveProperty(name);
  });

  it("gives the whole page the tokens' dark values when the form is dark", () => {
    expect(tokensCss).toContain(":root:has(.signin[data-theme='dark']),\n.dark {");
  });

  it('declares none of the theme’s colours by value, in either theme', () => {
    const light = colours(block(loginCss, 'body:has(.signin)'));
    const dark = colours(block(loginCss, "body:has(.signin[data-theme='dark'])"));
    // The page's own shades, in each theme.
    expect(light.length).toBeGreaterThan(0);
    expect(dark.length).toBeGreaterThan(0);
    const rules = colours(loginCss.replace(/body:has\([^{]*\{[^}]*\}/g, ''));
    const values = (theme: Record<string, string>) =>
      new Set(colours(Object.values(theme).join(' ')));
    for (const colour of [...light, ...rules]) expect(values(LIGHT)).not.toContain(colour);
    for (const colour of [...dark, ...rules]) expect(values(DARK)).not.toContain(colour);
  });
});
