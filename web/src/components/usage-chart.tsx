import { count, day, usd } from '../format';
import { useLang } from '../i18n';
import type { Figures } from '../types';

export type Metric = 'requests' | 'characters' | 'cost';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, bottom: 28, side: 48 };

export function metricValue(figures: Figures, metric: Metric): number {
  return metric === 'cost' ? figures.costMicros : figures[metric];
}

function label(lang: 'ar' | 'en', figures: Figures, metric: Metric): string {
  return metric === 'cost' ? usd(figures.costUsd) : count(lang, metricValue(figures, metric));
}

/**
 * One bar per day of the range, drawn as plain SVG. Every bar carries its day and value as a
 * tooltip; the tables below give the same figures as text.
 */
export function UsageChart(props: { days: Array<Figures & { date: string }>; metric: Metric }) {
  const { lang, t } = useLang();
  const values = props.days.map((d) => metricValue(d, props.metric));
  const max = Math.max(1, ...values);
  const plotWidth = WIDTH - 2 * PAD.side;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, props.days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const rtl = lang === 'ar';
  const x = (i: number) => {
    const fromStart = PAD.side + i * slot + (slot - barWidth) / 2;
    return rtl ? WIDTH - fromStart - barWidth : fromStart;
  };
  const labelEvery = Math.ceil(props.days.length / 8);
  const metricName = t.usage[props.metric];
  const peak = props.days[values.indexOf(Math.max(...values))];

  return (
    <svg
      class="chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t.usage.chartLabel(metricName)}
    >
      <line
        class="axis"
        x1={PAD.side}
        x2={WIDTH - PAD.side}
        y1={HEIGHT - PAD.bottom}
        y2={HEIGHT - PAD.bottom}
      />
      {peak && values.some((v) => v > 0) && (
        <text x={rtl ? WIDTH - PAD.side : PAD.side} y={PAD.top} text-anchor="start" dy="0.3em">
          {label(lang, peak, props.metric)}
        </text>
      )}
      {props.days.map((d, i) => {
        const h = (values[i] / max) * plotHeight;
        return (
          <g key={d.date}>
            <rect
              class="bar"
              x={x(i)}
              y={HEIGHT - PAD.bottom - h}
              width={barWidth}
              height={Math.max(h, values[i] > 0 ? 1 : 0)}
            >
              <title>{`${day(lang, d.date)}: ${label(lang, d, props.metric)}`}</title>
            </rect>
            {i % labelEvery === 0 && (
              <text x={x(i) + barWidth / 2} y={HEIGHT - 8} text-anchor="middle">
                {day(lang, d.date)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
