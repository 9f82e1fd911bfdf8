import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestApp, type TestApp } from '#test/db';

// The alert rules, the Grafana dashboard and docs/deploy.md's table (docs/decisions/184) name
// only metrics the app exports, and the table names every one of the app's own.
const token = 'a-token-of-16-chars+';

const docsFile = (name: string) =>
  readFile(path.resolve(import.meta.dirname, '../../docs', name), 'utf8');

interface Rule {
  alert?: unknown;
  expr?: unknown;
  for?: unknown;
  labels?: { severity?: unknown };
  annotations?: { summary?: unknown };
}

interface Panel {
  title?: string;
  targets?: { expr?: unknown }[];
  panels?: Panel[];
}

/** The metric names an expression reads, a histogram's series by the histogram's name. */
const metricsIn = (expr: string) =>
  [...expr.matchAll(/\b(?:arabeya|nodejs|process)_[a-z0-9_]+/g)].map(([name]) =>
    name.replace(/_(bucket|count|sum)$/, ''),
  );

/** The panels of a dashboard, those inside rows too. */
const panelsOf = (panels: Panel[]): Panel[] =>
  panels.flatMap((panel) => [panel, ...panelsOf(panel.panels ?? [])]);

/** The text of a section of a Markdown file, from its heading to the next of its level. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) return '';
  const end = markdown.indexOf('\n## ', start + heading.length + 2);
  return markdown.slice(start, end < 0 ? undefined : end);
}

describe('the monitoring docs', () => {
  let t: TestApp;
  /** Every metric the app's /metrics declares (`# TYPE` lines: there with no sample too). */
  let exported: Set<string>;

  beforeAll(async () => {
    t = await createTestApp('pglite', { METRICS_TOKEN: token });
    const scrape = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(scrape.statusCode, scrape.body).toBe(200);
    exported = new Set(
      [...scrape.body.matchAll(/^# TYPE (\S+) \S+$/gm)].map(([, name]) => name as string),
    );
  });
  afterAll(() => t.close());

  it('alert with complete rules on metrics the app exports', async () => {
    const file = parse(await docsFile('monitoring/alert-rules.yml')) as {
      groups: { name: string; rules: Rule[] }[];
    };
    const rules = file.groups.flatMap((group) => group.rules);
    expect(rules.length).toBeGreaterThanOrEqual(8);
    for (const rule of rules) {
      const label = JSON.stringify(rule.alert);
      expect(typeof rule.alert, label).toBe('string');
      expect(typeof rule.expr, label).toBe('string');
      expect(rule.for, label).toMatch(/^\d+[smh]$/);
      expect(['critical', 'warning'], label).toContain(rule.labels?.severity);
      expect(typeof rule.annotations?.summary, label).toBe('string');
    }
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
    const names = rules.flatMap((rule) => metricsIn(String(rule.expr)));
    expect(names).toContain('arabeya_http_request_duration_seconds');
    expect(names.filter((name) => !exported.has(name))).toEqual([]);
  });

  it('have a dashboard whose panels read metrics the app exports', async () => {
    const dashboard = JSON.parse(await docsFile('monitoring/grafana-dashboard.json')) as {
      schemaVersion: number;
      panels: Panel[];
    };
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    const exprs = panelsOf(dashboard.panels).flatMap((panel) =>
      (panel.targets ?? []).map((target) => String(target.expr)),
    );
    expect(exprs.length).toBeGreaterThanOrEqual(15);
    const names = exprs.flatMap(metricsIn);
    expect(names.filter((name) => !exported.has(name))).toEqual([]);
    // Every metric of the app's own is on some panel.
    const own = [...exported].filter((name) => name.startsWith('arabeya_'));
    expect(own.filter((name) => !names.includes(name))).toEqual([]);
  });

  it('list every metric of the app in deploy.md', async () => {
    const docs = section(await docsFile('deploy.md'), '## Metrics and alerts');
    const listed = new Set(
      [...docs.matchAll(/^\| `(arabeya_[a-z0-9_]+)` +\|/gm)].map(([, name]) => name as string),
    );
    const own = [...exported].filter((name) => name.startsWith('arabeya_'));
    expect(own.length).toBeGreaterThanOrEqual(16);
    expect(own.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !exported.has(name))).toEqual([]);
  });
});
