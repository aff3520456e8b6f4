/**
 * Order of the browser test files: the crawl first. A fresh clone has no
 * timings, so Vitest starts the largest files first; the crawl is short in
 * bytes but the longest file to run, and started last it leaves the other
 * worker idle while it finishes.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const first = ['tests/e2e/crawl.test.ts'];

export class CrawlFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const leads = (spec: TestSpecification) => first.some((path) => spec.moduleId.endsWith(path));
    return [...sorted.filter(leads), ...sorted.filter((spec) => !leads(spec))];
  }
}
