// date-fns is imported one module per function and per locale (eslint.config.js): its index
// modules load every function or locale wherever no bundler trims them, which on Node 24 costs
// the unit suite seconds per first import (a lazily loaded screen then misses its wait).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function refusals(text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: 'src/lib/example.ts' });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('date-fns imports', () => {
  it('are refused from the index modules', async () => {
    expect(
      await refusals("import { formatDistance } from 'date-fns';\nexport { formatDistance };\n"),
    ).toEqual(['no-restricted-imports']);
    expect(await refusals("import { uz } from 'date-fns/locale';\nexport { uz };\n")).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('pass one module per function and per locale, and types from anywhere (erased)', async () => {
    expect(
      await refusals(
        "import { formatDistance } from 'date-fns/formatDistance';\nimport { uz } from 'date-fns/locale/uz';\nimport type { Locale } from 'date-fns';\nexport type { Locale };\nexport { formatDistance, uz };\n",
      ),
    ).toEqual([]);
  });
});
