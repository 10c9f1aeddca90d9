// ui/LineIcon draws a drawing of paths as one path: in Chromium's own geometry, that one path
// covers exactly what the separate paths did (the same box, the same length), for every drawing
// the panel draws with it (the menu's, the delete button's, the sort arrows', the chevrons').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ArrowDown, ArrowUp, ChevronDown, LogOut, Trash2, type IconNode } from 'lucide';
import { standalonePath } from '../../src/ui/LineIcon';
import { SCREENS } from '../../src/screens';
import { launchBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const drawn: [string, IconNode][] = [
  ['Trash2', Trash2],
  ['ArrowUp', ArrowUp],
  ['ArrowDown', ArrowDown],
  ['ChevronDown', ChevronDown],
  ['LogOut', LogOut],
  ...SCREENS.flatMap((screen): [string, IconNode][] =>
    screen.menu ? [[screen.menu.label, screen.menu.icon]] : [],
  ),
];

describe('LineIcon in the browser', () => {
  it('draws each drawing of paths as one path with the same box and length', async () => {
    const pathsOnly = drawn.filter(([, icon]) => icon.every(([tag]) => tag === 'path'));
    expect(pathsOnly.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Trash2', 'ArrowDown']),
    );
    const page = await browser.newPage();
    const shapes = await page.evaluate(
      (icons) => {
        const NS = 'http://www.w3.org/2000/svg';
        const measure = (ds: string[]) => {
          const svg = document.createElementNS(NS, 'svg');
          svg.setAttribute('viewBox', '0 0 24 24');
          document.body.append(svg);
          const paths = ds.map((d) => {
            const path = document.createElementNS(NS, 'path');
            path.setAttribute('d', d);
            svg.append(path);
            return path;
          });
          const box = svg.getBBox();
          const length = paths.reduce((sum, path) => sum + path.getTotalLength(), 0);
          svg.remove();
          return [box.x, box.y, box.width, box.height, length].map(
            (n) => Math.round(n * 100) / 100,
          );
        };
        return icons.map(({ name, separate, joined }) => ({
          name,
          separate: measure(separate),
          joined: measure([joined]),
        }));
      },
      pathsOnly.map(([name, icon]) => {
        const ds = icon.map(([, attrs]) => String(attrs.d));
        return { name, separate: ds, joined: ds.map(standalonePath).join(' ') };
      }),
    );
    await page.close();
    expect(shapes.map(({ name, joined }) => [name, joined])).toEqual(
      shapes.map(({ name, separate }) => [name, separate]),
    );
  });
});
