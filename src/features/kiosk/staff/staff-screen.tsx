import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import type { ExportResult, ExportTarget, KioskBridge } from '@common/bridge';
import type { SettingsReport } from '@common/settings-report';
import { QR_KINDS, type InsightsDay } from '@common/insights';
import { INTL_LOCALE, LOCALE_NAME_KEY, LOCALES } from '@/config/locales';
import { ROUTE_TABLE, type RouteName } from '@/config/routes';
import { useLocale } from '@/lib/locale/use-locale';
import { useKioskStore } from '@/stores/kiosk-store';
import { START_TILES } from '../start-screen';
import { KIOSK_NS, kioskCatalogue } from '../catalogue';
import { INSIGHTS_NS, insightsCatalogue } from './catalogue';
import { BarList, ChartCard, HourChart } from './insights-charts';
import {
  daysBetween,
  insightsCsv,
  isInsightsDate,
  parseInsightsDays,
  rangeDates,
  totalDays,
  type CsvColumn,
  type InsightsRange,
} from './insights-report';
import { parseSettingsReport, SettingsReportSection } from './settings-report';
import styles from './staff-screen.module.css';

/** The bridge's staff-only calls the screen makes. */
export type StaffBridge = Pick<
  KioskBridge,
  'version' | 'lockStaff' | 'quit' | 'readInsights' | 'chooseExportTarget' | 'exportInsights'
>;

/** Why the staff screen closed: staff went back to the visitors, or the idle reset closed it. */
export type StaffScreenClose = 'back' | 'reset';

/** The insights as read from the shell, or why there are none. */
type Loaded =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'unreadable' }
  | { state: 'ready'; kioskName: string; today: string; days: InsightsDay[]; settings: SettingsReport | undefined };

/** Why an export wrote nothing: no place found (`none`), or the shell's reason. */
type ExportRefusal = 'none' | Exclude<Extract<ExportResult, { ok: false }>['reason'], 'signed-out'>;

/**
 * Where the export is: looking for the drive, waiting for staff to confirm the place the shell
 * offers, writing there, or done (the line under the buttons says how).
 */
type Export =
  | { state: 'choosing' }
  | { state: 'confirm'; target: ExportTarget }
  | { state: 'saving'; target: ExportTarget }
  | { state: 'saved'; path: string; removable: boolean }
  | { state: 'refused'; reason: ExportRefusal };

/** The status line's text key for each refusal. */
const REFUSAL_TEXT = {
  none: 'exportNoTarget',
  stale: 'exportStale',
  exists: 'exportExists',
  failed: 'exportFailed',
} as const satisfies Record<ExportRefusal, string>;

const ROUTE_NAMES = Object.keys(ROUTE_TABLE) as RouteName[];

/** Every date from `from` to `to` (`YYYY-MM-DD`), newest first, for the date pickers. */
function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let at = new Date(`${to}T12:00:00Z`); ; at = new Date(at.getTime() - 86_400_000)) {
    const date = at.toISOString().slice(0, 10);
    if (date < from) break;
    dates.push(date);
  }
  return dates;
}

/**
 * The staff screen, after the staff PIN (`../staff-sign-in.tsx`): the kiosk's name and version, its
 * insights for today, the last 7 days or dates staff choose (`docs/kiosk.md`, section 8) as
 * figures and small charts, the CSV export to a USB stick (in two steps: the shell offers the
 * drive and file name, staff confirm it or cancel), "Back to visitors" and "Quit the kiosk". A
 * modal dialog over the whole screen; it signs staff out and closes when they go back and at the
 * idle reset (the kiosk's idle time without a touch, after its warning), so the next visitor never
 * finds it open.
 */
export function StaffScreen({ bridge, onClose }: { bridge: StaffBridge; onClose: (reason: StaffScreenClose) => void }) {
  useCatalogue(insightsCatalogue);
  const { t } = useTranslation(INSIGHTS_NS);
  useCatalogue(kioskCatalogue);
  const { t: tMain } = useTranslation(['translation', KIOSK_NS]);
  const locale = useLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [range, setRange] = useState<InsightsRange>({ kind: 'today' });
  const [exported, setExported] = useState<Export | undefined>(undefined);
  const [quitRefused, setQuitRefused] = useState(false);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    dialogRef.current?.showModal();
    let current = true;
    void bridge.readInsights().then(
      (result) => {
        if (!current) return;
        if (!result.ok) return setLoaded({ state: 'signed-out' });
        const days = parseInsightsDays(result.days);
        setLoaded(
          days && isInsightsDate(result.today)
            ? {
                state: 'ready',
                kioskName: result.kioskName,
                today: result.today,
                days,
                settings: parseSettingsReport(result.settings),
              }
            : { state: 'unreadable' },
        );
      },
      () => current && setLoaded({ state: 'unreadable' }),
    );
    return () => {
      current = false;
    };
  }, [bridge]);

  // Staff leave: signed out, the visitors' kiosk again.
  // Once: "Back to visitors" resets the session, whose new key would close it again.
  const closed = useRef(false);
  const close = useCallback(
    (reason: StaffScreenClose) => {
      if (closed.current) return;
      closed.current = true;
      void bridge.lockStaff();
      onClose(reason);
    },
    [bridge, onClose],
  );

  // The idle reset closes it: after the kiosk's idle time without a touch, with the "touch to
  // continue" warning first (`../idle-session.tsx`), as for a visitor.
  useEffect(
    () =>
      useKioskStore.subscribe((state, previous) => {
        if (state.sessionKey !== previous.sessionKey) close('reset');
      }),
    [close],
  );

  const number = new Intl.NumberFormat(INTL_LOCALE[locale]);
  const format = (value: number) => number.format(value);
  const duration = (seconds: number) =>
    seconds >= 60
      ? t('minutesSeconds', { minutes: format(Math.floor(seconds / 60)), seconds: format(seconds % 60) })
      : t('seconds', { seconds: format(seconds) });

  const ready = loaded.state === 'ready' ? loaded : undefined;
  const firstDate = ready?.days[0]?.date ?? ready?.today ?? '';
  const dates = ready ? datesFrom(firstDate < ready.today ? firstDate : ready.today, ready.today) : [];
  const span = ready ? rangeDates(range, ready.today) : { from: '', to: '' };
  const spanText = span.from === span.to ? span.from : `${span.from} – ${span.to}`;
  const totals = totalDays(ready ? daysBetween(ready.days, span.from, span.to) : []);

  const languageName = (code: (typeof LOCALES)[number]) => tMain(LOCALE_NAME_KEY[code]);
  const tileName = (id: string) => tMain(START_TILES.find((tile) => tile.id === id)?.title ?? 'kiosk:journeys');
  const screenName = (name: string) =>
    (ROUTE_NAMES as string[]).includes(name) ? t(`screen.${name as RouteName}`) : name;

  const columns: CsvColumn[] = [
    { heading: t('sessions'), value: (x) => x.sessions },
    { heading: t('csv.medianSeconds'), value: (x) => x.medianSeconds },
    { heading: t('csv.longestSeconds'), value: (x) => x.longestSeconds },
    { heading: t('idleResets'), value: (x) => x.idleResets },
    { heading: t('searches'), value: (x) => x.searches },
    { heading: t('announcements'), value: (x) => x.announcements },
    { heading: t('reports'), value: (x) => x.reports },
    ...QR_KINDS.map((kind): CsvColumn => ({
      heading: t('csv.qr', { kind: t(`qr.${kind}`) }),
      value: (x) => x.qr[kind] ?? 0,
    })),
    { heading: t('recoveries'), value: (x) => x.recoveries },
    ...LOCALES.map((code): CsvColumn => ({
      heading: t('csv.language', { language: languageName(code) }),
      value: (x) => x.locales[code] ?? 0,
    })),
    ...ROUTE_NAMES.map((name): CsvColumn => ({
      heading: t('csv.screen', { screen: screenName(name) }),
      value: (x) => x.screens[name] ?? 0,
    })),
    ...START_TILES.map((tile): CsvColumn => ({
      heading: t('csv.tile', { tile: tileName(tile.id) }),
      value: (x) => x.tiles[tile.id] ?? 0,
    })),
    ...Array.from({ length: 24 }, (_, hour): CsvColumn => ({
      heading: t('csv.hour', { hour }),
      value: (x) => x.hours[hour] ?? 0,
    })),
  ] satisfies CsvColumn[];

  const barCharts = [
    {
      id: 'languages',
      title: t('languages'),
      rows: LOCALES.map((code) => ({ key: code, label: languageName(code), count: totals.locales[code] ?? 0 })),
      limit: LOCALES.length,
    },
    {
      id: 'screens',
      title: t('topScreens'),
      rows: Object.entries(totals.screens).map(([name, count]) => ({ key: name, label: screenName(name), count })),
      limit: 6,
    },
    {
      id: 'tiles',
      title: t('tiles'),
      rows: START_TILES.map((tile) => ({ key: tile.id, label: tileName(tile.id), count: totals.tiles[tile.id] ?? 0 })),
      limit: START_TILES.length,
    },
    {
      id: 'qr',
      title: t('qrCodes'),
      rows: QR_KINDS.map((kind) => ({ key: kind, label: t(`qr.${kind}`), count: totals.qr[kind] ?? 0 })),
      limit: QR_KINDS.length,
    },
  ];

  // Step one: the shell says where the file would go; nothing is written yet.
  const chooseTarget = async () => {
    if (!ready || exported?.state === 'choosing') return;
    setExported({ state: 'choosing' });
    const result = await bridge.chooseExportTarget().catch(() => ({ ok: false as const, reason: 'failed' as const }));
    if (result.ok) setExported({ state: 'confirm', target: result.target });
    else if (result.reason === 'signed-out') setLoaded({ state: 'signed-out' });
    else setExported({ state: 'refused', reason: 'none' });
  };

  // Step two: staff confirmed the place shown; the shell writes there and nowhere else.
  const confirmExport = async () => {
    if (!ready || exported?.state !== 'confirm') return;
    const { target } = exported;
    setExported({ state: 'saving', target });
    const csv = insightsCsv(ready.days, span, columns, { dateHeading: t('csv.date'), totalLabel: t('csv.total') });
    const result = await bridge
      .exportInsights(target.id, csv)
      .catch(() => ({ ok: false as const, reason: 'failed' as const }));
    if (result.ok) setExported({ state: 'saved', path: result.path, removable: result.removable });
    else if (result.reason === 'signed-out') setLoaded({ state: 'signed-out' });
    else setExported({ state: 'refused', reason: result.reason });
  };

  const cancelExport = () => {
    if (exported?.state === 'confirm') setExported(undefined);
  };

  // The confirmation replaces the export button: the focus goes to it when it opens, and back to
  // the button when it closes, so a keyboard or a screen reader never loses its place.
  const offered = exported?.state === 'confirm' || exported?.state === 'saving' ? exported.target : undefined;
  const offering = offered !== undefined;
  const wasOffering = useRef(false);
  useEffect(() => {
    if (offering && !wasOffering.current) confirmRef.current?.focus();
    if (!offering && wasOffering.current) chooseRef.current?.focus();
    wasOffering.current = offering;
  }, [offering]);

  const quit = async () => {
    const result = await bridge.quit();
    if (!result.ok) setQuitRefused(true);
  };

  const RANGES = [
    { kind: 'today', label: t('today') },
    { kind: 'week', label: t('week') },
    { kind: 'dates', label: t('dates') },
  ] as const;

  return (
    <dialog
      ref={dialogRef}
      className={styles.screen}
      aria-labelledby="staff-title"
      onCancel={(event) => {
        event.preventDefault();
        close('back');
      }}
    >
      <div className={styles.layout}>
        <header className={styles.header}>
          <div>
            <h2 id="staff-title" className={styles.title}>
              {t('title')}
            </h2>
            {ready ? (
              <p className={styles.kiosk}>{t('kiosk', { name: ready.kioskName, version: bridge.version })}</p>
            ) : null}
          </div>
          <div className={styles.actions}>
            <button type="button" className="button button-primary" onClick={() => close('back')}>
              {t('back')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => void quit()}>
              {t('quit')}
            </button>
          </div>
        </header>

        {loaded.state === 'loading' ? <p className={styles.note}>{t('loading')}</p> : null}
        {loaded.state === 'unreadable' ? (
          <p className={styles.note} role="alert">
            {t('unreadable')}
          </p>
        ) : null}
        {loaded.state === 'signed-out' || quitRefused ? (
          <p className={styles.note} role="alert">
            {t('signedOut')}
          </p>
        ) : null}

        {ready ? (
          <section className={styles.insights} aria-labelledby="insights-title">
            <h3 id="insights-title" className={styles.sectionTitle}>
              {t('insights')}
            </h3>
            <div className={styles.controls}>
              <div role="group" aria-label={t('range')} className={styles.ranges}>
                {RANGES.map((option) => (
                  <button
                    key={option.kind}
                    type="button"
                    className={styles.range}
                    aria-pressed={range.kind === option.kind}
                    onClick={() =>
                      setRange(
                        option.kind === 'dates'
                          ? { kind: 'dates', from: dates.at(-1) ?? ready.today, to: ready.today }
                          : { kind: option.kind },
                      )
                    }
                  >
                    {option.label}
                  </button>
                ))}
              </div>
              {range.kind === 'dates' ? (
                <div className={styles.dates}>
                  {(['from', 'to'] as const).map((end) => (
                    <label key={end} className={styles.dateField}>
                      <span>{t(end)}</span>
                      <select
                        value={range[end]}
                        onChange={(event) => setRange({ ...range, [end]: event.target.value })}
                      >
                        {dates.map((date) => (
                          <option key={date}>{date}</option>
                        ))}
                      </select>
                    </label>
                  ))}
                </div>
              ) : null}
              <p className={styles.span}>{spanText}</p>
              {offered ? null : (
                <button
                  ref={chooseRef}
                  type="button"
                  className={`button button-primary ${styles.exportButton}`}
                  // Not `disabled`: the button keeps the focus while the shell looks for a drive.
                  aria-disabled={exported?.state === 'choosing'}
                  onClick={() => void chooseTarget()}
                >
                  {exported?.state === 'choosing' ? t('choosing') : t('export')}
                </button>
              )}
            </div>
            {offered ? (
              <section className={styles.exportConfirm} aria-labelledby="export-confirm-title">
                <h4 id="export-confirm-title" className={styles.exportConfirmTitle}>
                  {t('exportConfirmTitle')}
                </h4>
                <dl id="export-target" className={styles.exportTarget}>
                  {[
                    [t('exportTo'), offered.removable ? t('exportUsb', { label: offered.label }) : t('exportKiosk')],
                    [t('exportFolder'), offered.folder],
                    [t('exportFile'), offered.fileName],
                    [t('range'), spanText],
                  ].map(([term, value]) => (
                    <div key={term}>
                      <dt>{term}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
                <div className={styles.exportConfirmActions}>
                  <button
                    ref={confirmRef}
                    type="button"
                    className="button button-primary"
                    aria-describedby="export-target"
                    // Not `disabled`: the button keeps the focus while it saves.
                    aria-disabled={exported?.state === 'saving'}
                    onClick={() => void confirmExport()}
                  >
                    {exported?.state === 'saving' ? t('exporting') : t('exportConfirm')}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-disabled={exported?.state === 'saving'}
                    onClick={cancelExport}
                  >
                    {t('exportCancel')}
                  </button>
                </div>
              </section>
            ) : null}
            <p className={styles.exportStatus} role="status">
              {exported?.state === 'saved'
                ? t(exported.removable ? 'exportedUsb' : 'exportedLocal', { path: exported.path })
                : exported?.state === 'refused'
                  ? t(REFUSAL_TEXT[exported.reason])
                  : ''}
            </p>

            {totals.sessions === 0 ? <p className={styles.note}>{t('empty')}</p> : null}

            <dl className={styles.figures}>
              {[
                [t('sessions'), format(totals.sessions)],
                [t('medianLength'), duration(totals.medianSeconds)],
                [t('longest'), duration(totals.longestSeconds)],
                [t('idleResets'), format(totals.idleResets)],
                [t('searches'), format(totals.searches)],
                [t('announcements'), format(totals.announcements)],
                [t('reports'), format(totals.reports)],
                [t('qrCodes'), format(QR_KINDS.reduce((sum, kind) => sum + (totals.qr[kind] ?? 0), 0))],
                [t('recoveries'), format(totals.recoveries)],
              ].map(([term, value]) => (
                <div key={term} className={styles.figure}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>

            <div className={styles.charts}>
              <ChartCard id="chart-hours" title={t('perHour')} wide>
                <HourChart hours={totals.hours} format={format} />
              </ChartCard>
              {barCharts.map((chart) => (
                <ChartCard key={chart.id} id={`chart-${chart.id}`} title={chart.title}>
                  <BarList rows={chart.rows} limit={chart.limit} format={format} />
                </ChartCard>
              ))}
            </div>
          </section>
        ) : null}
        {ready?.settings ? <SettingsReportSection report={ready.settings} /> : null}
      </div>
    </dialog>
  );
}
