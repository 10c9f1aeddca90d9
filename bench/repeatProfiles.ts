// Where a repeat visit starts: a profile that a first visit of the page left (disk cache, storage,
// service worker), the browser closed. It is made once per page and copied for each measured
// load, plain and throttled alike: every load starts from the same bytes on disk, as if each had
// its own first visit, without the two browser starts and the unmeasured first load that each
// repeat load used to spend on it (half of the bench's page-load time).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageSpec } from './pageReady.ts';

/** Leaves in `dir` the profile a first visit of `spec` leaves, its browser closed. */
export type FirstVisit = (spec: PageSpec, dir: string) => Promise<void>;

export class RepeatProfiles {
  private readonly root = mkdtempSync(path.join(tmpdir(), 'panel-bench-profiles-'));
  private readonly firstVisited = new Map<PageSpec['name'], Promise<string>>();

  constructor(private readonly firstVisit: FirstVisit) {}

  /** A folder of its own holding `spec`'s first-visited profile; the caller removes it. */
  async copyFor(spec: PageSpec): Promise<string> {
    const template = await this.templateOf(spec);
    const copy = mkdtempSync(path.join(this.root, 'visit-'));
    cpSync(template, copy, { recursive: true, verbatimSymlinks: true });
    return copy;
  }

  private templateOf(spec: PageSpec): Promise<string> {
    let template = this.firstVisited.get(spec.name);
    if (!template) {
      const dir = mkdtempSync(path.join(this.root, 'first-'));
      template = this.firstVisit(spec, dir).then(() => dir);
      // A failed first visit is tried again by the next load, not held against every run.
      template.catch(() => this.firstVisited.delete(spec.name));
      this.firstVisited.set(spec.name, template);
    }
    return template;
  }

  /** Removes every profile made. */
  dispose(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
