// What main.ts imports statically is all the code a signed-out visitor downloads (the sign-in
// page, the start-up, a Mini App's sign-in): React, the framework and the icons come only with the
// admin app, through its dynamic import. One static import of a module that uses React (a hook
// beside a plain helper) would put React into every sign-in page's download.
import { describe, expect, it } from 'vitest';
import { pathTo, staticGraphOf } from '../fixtures/staticGraph';

const FRAMEWORK =
  /node_modules\/(react|react-dom|react-router|react-router-dom|ra-core|@tanstack|lucide-react|radix-ui|@radix-ui)\//;

describe("the start-up's static imports", () => {
  it('reach neither React nor the framework', async () => {
    const graph = await staticGraphOf('src/boot/main.ts');
    expect(graph.size).toBeGreaterThan(10);
    const framework = [...graph.keys()].filter((module) => FRAMEWORK.test(module));
    expect(framework.map((module) => pathTo(graph, module).join(' → '))).toEqual([]);
  });
});
