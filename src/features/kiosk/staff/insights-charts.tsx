import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { INSIGHTS_NS, insightsCatalogue } from './catalogue';
import styles from './staff-screen.module.css';

/** The hour chart's drawing size in SVG user units; the SVG scales to its box's width. */
const WIDTH = 720;
const HEIGHT = 170;
const AXIS = 22;
/** Hours labelled under the chart. */
const LABELLED_HOURS = [0, 6, 12, 18];

/**
 * Sessions per hour of the day, a column per hour from midnight. The drawing is `aria-hidden`: a
 * screen reader gets the heading and the list of the hours that had sessions.
 */
export function HourChart({ hours, format }: { hours: readonly number[]; format: (value: number) => string }) {
  useCatalogue(insightsCatalogue);
  const { t } = useTranslation(INSIGHTS_NS);
  const x = scaleBand<number>({ domain: hours.map((_, hour) => hour), range: [0, WIDTH], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...hours)], range: [HEIGHT - AXIS, 0] });
  return (
    <>
      <svg className={styles.hourChart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
        {hours.map((count, hour) => (
          <Bar
            key={hour}
            x={x(hour) ?? 0}
            y={y(count)}
            width={x.bandwidth()}
            height={HEIGHT - AXIS - y(count)}
            className={styles.bar}
          />
        ))}
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className={styles.axis} />
        {LABELLED_HOURS.map((hour) => (
          <text key={hour} x={x(hour) ?? 0} y={HEIGHT - 4} className={styles.tick}>
            {`${hour}:00`}
          </text>
        ))}
      </svg>
      <ul className="sr-only">
        {hours.map((count, hour) =>
          count > 0 ? <li key={hour}>{t('perHourValue', { hour, count: format(count) })}</li> : null,
        )}
      </ul>
    </>
  );
}

/**
 * Counts as a list of labelled bars, largest first, at most `limit`: each row its label, a bar
 * against the largest count (drawn, `aria-hidden`) and the count as text.
 */
export function BarList({
  rows,
  limit,
  format,
}: {
  rows: readonly { key: string; label: string; count: number }[];
  limit: number;
  format: (value: number) => string;
}) {
  const shown = [...rows]
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
  const largest = Math.max(1, ...shown.map((row) => row.count));
  return (
    <ol className={styles.bars}>
      {shown.map((row) => (
        <li key={row.key} className={styles.barRow}>
          <span className={styles.barLabel}>{row.label}</span>
          <svg className={styles.barTrack} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
            <rect width={(row.count / largest) * 100} height={10} className={styles.bar} />
          </svg>
          <span className={styles.barValue}>{format(row.count)}</span>
        </li>
      ))}
    </ol>
  );
}

/** One chart's card: a section named by its heading `title` (whose element id is `id`), `wide` across two columns. */
export function ChartCard({
  id,
  title,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={wide ? `${styles.chart} ${styles.wide}` : styles.chart} aria-labelledby={id}>
      <h4 id={id} className={styles.chartTitle}>
        {title}
      </h4>
      {children}
    </section>
  );
}
