import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { FINANCIALS_NS, financialsCatalogue } from './catalogue';
import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useLocale } from '@/lib/locale/use-locale';
import type { FinancialFigure, FinancialYear } from '@/content/investors/financial-highlights';
import { FIGURE_LABEL_KEY, formatFinancialFigure, unitKey } from './figure-format';
import styles from './financial-charts.module.css';

/** The charts, each a figure or two that share a unit, as investors compare them. */
const CHARTS: readonly (readonly FinancialFigure[])[] = [
  ['revenue', 'grossProfit'],
  ['profitAttributable'],
  ['basicEps', 'dividendPerShare'],
  ['totalAssets', 'cash'],
];

/**
 * The drawing's size in SVG user units. The SVG scales to its box's width (at most 480 CSS px on
 * the web), so text of {@link TICK_FONT} units is 11 to 18 CSS px from a 375 px phone to a
 * desktop, and grows with the kiosk's screen.
 */
const WIDTH = 320;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 44 } as const;
const TICK_FONT = 12;

/**
 * An axis tick label as a plain `<text>` with presentation attributes. visx's default renders
 * `@visx/text`, whose wrapper `<svg>` carries a `style` attribute: a strict CSP (style-src without
 * 'unsafe-inline') would drop it from the prerendered page.
 */
function Tick({ x, y, formattedValue, textAnchor, dy }: TickRendererProps) {
  return (
    <text x={x} y={y} dy={dy} textAnchor={textAnchor} fontSize={TICK_FONT} className={styles.tick}>
      {formattedValue}
    </text>
  );
}

/**
 * One chart: a bar per figure and financial year, oldest year first, a loss below the zero line.
 * The drawing is `aria-hidden`: a screen reader gets the figcaption and a description listing every
 * value (and the table below has them all). Pointing at a year, or tapping it, shows its values in
 * the line under the chart, which starts on the latest year.
 */
function FinancialChart({ figures, years }: { figures: readonly FinancialFigure[]; years: readonly FinancialYear[] }) {
  useCatalogue(financialsCatalogue);
  const { t } = useTranslation(FINANCIALS_NS);
  const locale = useLocale();
  const id = useId();
  const chronological = [...years].sort((a, b) => a.year - b.year);
  const latest = chronological.at(-1);
  const [active, setActive] = useState(latest?.year);
  const selected = chronological.find((entry) => entry.year === active) ?? latest;
  const unit = t(unitKey(figures[0] ?? 'revenue'));
  const names = figures.map((figure) => t(FIGURE_LABEL_KEY[figure]));

  const values = chronological.flatMap((entry) => figures.map((figure) => entry[figure]));
  const y = scaleLinear<number>({
    domain: [Math.min(0, ...values), Math.max(0, ...values)],
    range: [HEIGHT - MARGIN.bottom, MARGIN.top],
    nice: true,
  });
  const x = scaleBand<number>({
    domain: chronological.map((entry) => entry.year),
    range: [MARGIN.left, WIDTH - MARGIN.right],
    padding: 0.24,
  });
  const bar = scaleBand<number>({
    domain: figures.map((_figure, index) => index),
    range: [0, x.bandwidth()],
    padding: 0.08,
  });
  const zero = y(0);
  const format = (figure: FinancialFigure, value: number) => formatFinancialFigure(figure, value, locale);

  return (
    <figure className={`card ${styles.chart}`} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className={styles.caption}>
        {t('withUnit', { figure: names.join(' · '), unit })}
      </figcaption>
      <ul className={styles.legend} aria-hidden="true">
        {names.map((name, index) => (
          <li key={name}>
            <span className={`${styles.swatch} ${styles[`series${index}`]}`} />
            {name}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.drawing} aria-hidden="true" focusable="false">
        <AxisLeft
          scale={y}
          left={MARGIN.left}
          numTicks={4}
          tickFormat={(value) =>
            formatFinancialFigure(figures[0] ?? 'revenue', Number(value), locale).replace(/\.0+$/, '')
          }
          tickComponent={Tick}
          hideAxisLine
          tickLength={4}
          tickClassName={styles.tickMark}
        />
        <AxisBottom
          scale={x}
          top={HEIGHT - MARGIN.bottom}
          tickComponent={Tick}
          hideTicks
          axisLineClassName={styles.baseline}
        />
        {chronological.map((entry) => {
          const left = x(entry.year) ?? 0;
          return (
            <Group
              key={entry.year}
              data-year={entry.year}
              className={entry.year === selected?.year ? `${styles.year} ${styles.active}` : styles.year}
              onPointerEnter={() => setActive(entry.year)}
              onClick={() => setActive(entry.year)}
            >
              {/* The whole column answers a finger, not only the (maybe thin) bars. */}
              <rect
                x={left - (x.step() - x.bandwidth()) / 2}
                y={MARGIN.top}
                width={x.step()}
                height={HEIGHT - MARGIN.top - MARGIN.bottom}
                className={styles.column}
              />
              {figures.map((figure, index) => {
                const value = entry[figure];
                const top = Math.min(y(value), zero);
                return (
                  <Bar
                    key={figure}
                    x={left + (bar(index) ?? 0)}
                    y={top}
                    width={bar.bandwidth()}
                    height={Math.max(1, Math.abs(y(value) - zero))}
                    className={value < 0 ? `${styles[`series${index}`]} ${styles.loss}` : styles[`series${index}`]}
                  />
                );
              })}
            </Group>
          );
        })}
        <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={zero} y2={zero} className={styles.baseline} />
      </svg>
      <p className="sr-only">
        {figures
          .map((figure, index) =>
            t('chartLabel', {
              figure: names[index],
              unit,
              values: chronological
                .map((entry) => t('chartValue', { year: entry.year, value: format(figure, entry[figure]) }))
                .join(', '),
            }),
          )
          .join(' ')}
      </p>
      {selected ? (
        <p className={styles.readout} aria-hidden="true">
          <strong>{selected.year}</strong>
          {figures.map((figure, index) => (
            <span key={figure}>
              <span className={`${styles.swatch} ${styles[`series${index}`]}`} />
              {names[index]} {format(figure, selected[figure])}
            </span>
          ))}
        </p>
      ) : null}
    </figure>
  );
}

/**
 * The financial highlights as charts (visx: d3 scales and SVG shapes rendered by React, so the
 * prerendered page holds the SVG and hydration keeps it): revenue and gross profit, profit
 * attributable to owners, earnings and dividend per share, total assets and cash.
 */
export function FinancialCharts({ years }: { years: readonly FinancialYear[] }) {
  useCatalogue(financialsCatalogue);
  const { t } = useTranslation(FINANCIALS_NS);
  return (
    <section className={styles.section} aria-labelledby="charts-title">
      <h2 id="charts-title" className="part-title">
        {t('chartsTitle')}
      </h2>
      <div className={styles.grid}>
        {CHARTS.map((figures) => (
          <FinancialChart key={figures.join('-')} figures={figures} years={years} />
        ))}
      </div>
    </section>
  );
}
