import { count, usd } from '../format';
import { formatUsd } from '../../../src/common/money.js';
import { useLang, type Lang } from '../i18n';
import type { Figures } from '../types';
import type { Bucket, BucketSize } from './usage-buckets';

export type Metric = 'requests' | 'characters' | 'cost';

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 14, bottom: 30, side: 64 };

export function metricValue(figures: Figures, metric: Metric): number {
  return metric === 'cost' ? figures.costMicros : figures[metric];
}

function valueLabel(lang: Lang, value: number, metric: Metric): string {
  return metric === 'cost' ? usd(formatUsd(value)) : count(lang, value);
}

/** 1, 2 or 5 times a power of ten, at least `max`: axis ends people read at a glance. */
export function niceCeiling(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((nice) => nice >= max) ?? 10 * power;
}

/** A bucket's name: its day (or week's first day), or its month; the year when it matters. */
function bucketLabel(lang: Lang, date: string, size: BucketSize, withYear: boolean): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
    month: 'short',
    ...(size === 'month' ? {} : { day: 'numeric' }),
    ...(withYear || size === 'month' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * One bar per bucket (day, week or month) as plain SVG, with a value axis; every bar carries
 * its period and value as a tooltip, and the tables below give the same figures as text.
 */
export function UsageChart(props: {
  buckets: Bucket[];
  size: BucketSize;
  withYear: boolean;
  metric: Metric;
}) {
  const { lang, t } = useLang();
  const values = props.buckets.map((b) => metricValue(b, props.metric));
  // At least 2, so the middle tick is a whole number of requests or characters.
  const top = niceCeiling(Math.max(2, ...values));
  const plotWidth = WIDTH - 2 * PAD.side;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, props.buckets.length);
  const barWidth = Math.max(2, slot * 0.7);
  const rtl = lang === 'ar';
  const x = (i: number) => {
    const fromStart = PAD.side + i * slot + (slot - barWidth) / 2;
    return rtl ? WIDTH - fromStart - barWidth : fromStart;
  };
  const y = (value: number) => HEIGHT - PAD.bottom - (value / top) * plotHeight;
  const labelEvery = Math.ceil(props.buckets.length / 7);
  const metricName = t.usage[props.metric];

  return (
    <svg
      class="chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t.usage.chartLabel(metricName, t.usage.per[props.size])}
    >
      {[0, top / 2, top].map((tick) => (
        <g key={tick} class="tick">
          <line class="axis" x1={PAD.side} x2={WIDTH - PAD.side} y1={y(tick)} y2={y(tick)} />
          <text
            x={rtl ? WIDTH - PAD.side + 6 : PAD.side - 6}
            y={y(tick)}
            dy="0.35em"
            text-anchor={rtl ? 'start' : 'end'}
          >
            {valueLabel(lang, tick, props.metric)}
          </text>
        </g>
      ))}
      {props.buckets.map((b, i) => {
        const label = bucketLabel(lang, b.date, props.size, props.withYear);
        return (
          <g key={b.date}>
            <rect
              class="bar"
              x={x(i)}
              y={y(values[i])}
              width={barWidth}
              height={Math.max(y(0) - y(values[i]), values[i] > 0 ? 1 : 0)}
            >
              <title>{`${label}: ${valueLabel(lang, values[i], props.metric)}`}</title>
            </rect>
            {i % labelEvery === 0 && (
              <text x={x(i) + barWidth / 2} y={HEIGHT - 8} text-anchor="middle">
                {label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
