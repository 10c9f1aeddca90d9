// What main.ts imports statically is all the code a signed-out visitor downloads (the sign-in
// page, the start-up, a Mini App's sign-in): React, the framework and the icons come only with the
// admin app, through its dynamic import. One static import of a module that uses React (a hook
// beside a plain helper) would put React into every sign-in page's download.
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const FRAMEWORK =
  /node_modules\/(react|react-dom|react-router|react-router-dom|ra-core|@tanstack|lucide-react|radix-ui|@radix-ui)\//;

interface Dependency {
  resolved: string;
  dynamic: boolean;
  dependencyTypes: string[];
}

async function staticGraphOf(entry: string): Promise<Map<string, string>> {
  const result = await cruise([entry], {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  });
  const output = result.output as { modules: { source: string; dependencies: Dependency[] }[] };
  const bySource = new Map(output.modules.map((module) => [module.source, module.dependencies]));
  // module -> the module that imported it first, to say how it was reached.
  const reachedFrom = new Map<string, string>([[entry, '']]);
  const queue = [entry];
  while (queue.length > 0) {
    const source = queue.shift()!;
    for (const dependency of bySource.get(source) ?? []) {
      if (dependency.dynamic || dependency.dependencyTypes.includes('type-only')) continue;
      if (reachedFrom.has(dependency.resolved)) continue;
      reachedFrom.set(dependency.resolved, source);
      queue.push(dependency.resolved);
    }
  }
  return reachedFrom;
}

const pathTo = (reachedFrom: Map<string, string>, module: string): string[] =>
  module ? [...pathTo(reachedFrom, reachedFrom.get(module) ?? ''), module] : [];

describe("the start-up's static imports", () => {
  it('reach neither React nor the framework', async () => {
    const graph = await staticGraphOf('src/boot/main.ts');
    expect(graph.size).toBeGreaterThan(10);
    const framework = [...graph.keys()].filter((module) => FRAMEWORK.test(module));
    expect(framework.map((module) => pathTo(graph, module).join(' → '))).toEqual([]);
  });
});
