// Command-line options of `npm run bench`: how many transactions to seed and how many runs to take.

export interface BenchOptions {
  /** Generated journal rows added on top of the first-start demo data. */
  transactions: number;
  /** Cold page loads per page and network profile; the median is reported. */
  runs: number;
  /** Timed sequential requests per API endpoint (after warm-ups); median and p99 reported. */
  requests: number;
  /** Reuse dist/ as it is (for working on the bench itself); a real run always builds. */
  skipBuild: boolean;
  /** Length of the load row's run (default 20 s; shorter only to iterate). */
  loadSeconds: number;
}

const DEFAULTS: BenchOptions = {
  transactions: 1_000_000,
  runs: 5,
  requests: 1000,
  skipBuild: false,
  loadSeconds: 20,
};

function positiveInteger(name: string, raw: string | undefined, min: number): number {
  if (raw === undefined || !/^\d+$/.test(raw) || Number(raw) < min) {
    throw new Error(`--${name} needs an integer of at least ${min}, got ${raw ?? 'nothing'}`);
  }
  return Number(raw);
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const options = { ...DEFAULTS };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const [name, inline] = arg.startsWith('--') ? arg.slice(2).split('=', 2) : [arg, undefined];
    const value = () => inline ?? argv[++index];
    switch (name) {
      case 'transactions':
        options.transactions = positiveInteger(name, value(), 0);
        break;
      case 'runs':
        options.runs = positiveInteger(name, value(), 1);
        break;
      case 'requests':
        // The brief asks for at least 50 timed requests per endpoint.
        options.requests = positiveInteger(name, value(), 50);
        break;
      case 'load-seconds':
        options.loadSeconds = positiveInteger(name, value(), 1);
        break;
      case 'skip-build':
        options.skipBuild = true;
        break;
      default:
        throw new Error(
          `Unknown option ${arg}; use --transactions N, --runs N, --requests N, --load-seconds N, --skip-build`,
        );
    }
  }
  return options;
}
