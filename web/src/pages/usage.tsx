import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { get } from '../api';
import { CurlSnippet, curlCommand } from '../components/curl-snippet';
import { Field } from '../components/field';
import { LoadState } from '../components/load-state';
import { bucketDays, bucketSizeFor } from '../components/usage-buckets';
import { UsageChart, type Metric } from '../components/usage-chart';
import { useLoad } from '../components/use-load';
import { count, usd } from '../format';
import { useLang } from '../i18n';
import { TableHead } from '../components/table-head';
import type { ApiKeyList, Figures, UsageReport } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;
const METRICS: Metric[] = ['requests', 'characters', 'cost'];
const NO_FIGURES: Figures = { requests: 0, characters: 0, costMicros: 0, costUsd: '0.00' };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last 30 days, today included (UTC days, as the ledger groups them), every key. */
function last30Days() {
  const today = Date.parse(`${isoDay(Date.now())}T00:00:00Z`);
  return { from: isoDay(today - 29 * DAY_MS), to: isoDay(today), keyId: '' };
}

/** GET /usage's query for the chosen range and key, in JSON or as the CSV export. */
function usageQuery(range: ReturnType<typeof last30Days>, format?: 'csv'): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  if (range.keyId) query.set('keyId', range.keyId);
  if (format) query.set('format', format);
  return `/usage?${query.toString()}`;
}

/** Every day of the range, with zeros where nothing was billed, so the chart shows gaps. */
function everyDay(report: UsageReport, from: string, to: string) {
  const byDate = new Map(report.byDay.map((d) => [d.date.slice(0, 10), d]));
  const days: Array<Figures & { date: string }> = [];
  for (
    let ms = Date.parse(`${from}T00:00:00Z`);
    ms <= Date.parse(`${to}T00:00:00Z`);
    ms += DAY_MS
  ) {
    const date = isoDay(ms);
    days.push({ ...(byDate.get(date) ?? NO_FIGURES), date });
  }
  return days;
}

/** Requests, characters and cost per row (a key or an endpoint), as GET /usage gives them. */
function FiguresTable(props: {
  id: string;
  title: string;
  first: string;
  rows: Array<{ key: string; label: ComponentChildren; figures: Figures }>;
}) {
  const { lang, t } = useLang();
  const columns = [
    props.first,
    ...METRICS.map((m) => ({ label: t.usage[m], numeric: true as const })),
  ];
  return (
    <section class="card" aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      <div class="table-wrap">
        <table data-testid={props.id}>
          <TableHead columns={columns} />
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.key}>
                <td data-label={props.first}>{row.label}</td>
                <td class="num" data-label={t.usage.requests}>
                  {count(lang, row.figures.requests)}
                </td>
                <td class="num" data-label={t.usage.characters}>
                  {count(lang, row.figures.characters)}
                </td>
                <td class="num" data-label={t.usage.cost}>
                  <span dir="ltr">{usd(row.figures.costUsd)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function UsagePage() {
  const { lang, t } = useLang();
  const [range, setRange] = useState(last30Days);
  const [draft, setDraft] = useState(range);
  const [metric, setMetric] = useState<Metric>('requests');
  const { state, reload } = useLoad(
    () => get<UsageReport>(usageQuery(range)),
    [range.from, range.to, range.keyId],
  );
  const keys = useLoad(() => get<ApiKeyList>('/api-keys'));
  const keyList = keys.state.status === 'ready' ? keys.state.data.keys : [];

  return (
    <>
      <h1>{t.usage.title}</h1>
      <form
        class="card row"
        onSubmit={(e) => {
          e.preventDefault();
          setRange(draft);
        }}
      >
        {(['from', 'to'] as const).map((end) => (
          <Field key={end} label={t.usage[end]}>
            {(c) => (
              <input
                id={c.id}
                type="date"
                value={draft[end]}
                min={end === 'to' ? draft.from : undefined}
                max={end === 'from' ? draft.to : undefined}
                onInput={(e) => setDraft({ ...draft, [end]: e.currentTarget.value })}
              />
            )}
          </Field>
        ))}
        <Field label={t.usage.key}>
          {(c) => (
            <select
              id={c.id}
              value={draft.keyId}
              onChange={(e) => setDraft({ ...draft, keyId: e.currentTarget.value })}
            >
              <option value="">{t.usage.allKeys}</option>
              {keyList.map((key) => (
                <option key={key.id} value={key.id}>
                  {key.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit">{t.usage.apply}</button>
        <button
          type="button"
          class="secondary"
          onClick={() => {
            const last30 = last30Days();
            setDraft(last30);
            setRange(last30);
          }}
        >
          {t.usage.last30}
        </button>
        <a class="button-link" href={usageQuery(range, 'csv')} download="usage.csv">
          {t.usage.csv}
        </a>
      </form>
      <CurlSnippet command={curlCommand('GET', usageQuery(range), 'token')} />
      <LoadState state={state} onRetry={reload}>
        {(report) => {
          const days = everyDay(report, range.from, range.to);
          const size = bucketSizeFor(days.length);
          return (
            <>
              <div class="grid">
                {METRICS.map((m) => (
                  <section class="card" key={m}>
                    <p class="stat-label">{t.usage[m]}</p>
                    <p class="stat" data-testid={`total-${m}`}>
                      <span dir={m === 'cost' ? 'ltr' : undefined}>
                        {m === 'cost' ? usd(report.totals.costUsd) : count(lang, report.totals[m])}
                      </span>
                    </p>
                  </section>
                ))}
              </div>
              <section class="card" aria-labelledby="chart-title">
                <h2 id="chart-title">{t.usage.chartTitle(t.usage.per[size])}</h2>
                <div
                  class="metric-switch"
                  role="group"
                  aria-label={t.usage.chartTitle(t.usage.per[size])}
                >
                  {METRICS.map((m) => (
                    <button
                      key={m}
                      type="button"
                      class={metric === m ? undefined : 'secondary'}
                      aria-pressed={metric === m}
                      onClick={() => setMetric(m)}
                    >
                      {t.usage[m]}
                    </button>
                  ))}
                </div>
                {report.totals.requests === 0 && <p class="muted">{t.usage.empty}</p>}
                <UsageChart
                  buckets={bucketDays(days, size)}
                  size={size}
                  withYear={range.from.slice(0, 4) !== range.to.slice(0, 4)}
                  metric={metric}
                />
              </section>
              <div class="grid">
                <FiguresTable
                  id="usage-by-key"
                  title={t.usage.byKey}
                  first={t.usage.colKey}
                  rows={report.byKey.map((row) => ({
                    key: row.keyId ?? 'workspace',
                    label: row.keyId ? row.name : t.usage.workspace,
                    figures: row,
                  }))}
                />
                <FiguresTable
                  id="usage-by-endpoint"
                  title={t.usage.byEndpoint}
                  first={t.usage.colEndpoint}
                  rows={report.byEndpoint.map((row) => ({
                    key: row.endpoint ?? '',
                    label: <code dir="ltr">{row.endpoint ?? '—'}</code>,
                    figures: row,
                  }))}
                />
              </div>
            </>
          );
        }}
      </LoadState>
    </>
  );
}
