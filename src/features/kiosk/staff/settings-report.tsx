import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { settingsReportSchema, type SettingsReport } from '@common/settings-report';
import { INTL_LOCALE, LOCALE_NAME_KEY, LOCALES, type Locale } from '@/config/locales';
import { useLocale } from '@/lib/locale/use-locale';
import { INSIGHTS_NS, insightsCatalogue } from './catalogue';
import styles from './staff-screen.module.css';

/** The shell's report of where the settings came from, or `undefined` when it sent none or a malformed one. */
export function parseSettingsReport(raw: unknown): SettingsReport | undefined {
  const parsed = settingsReportSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** The settings the report names, each with its label's catalogue key. */
const SETTING_LABEL_KEY = {
  startPath: 'settingLabel.startPath',
  idleSeconds: 'settingLabel.idleSeconds',
  warningSeconds: 'settingLabel.warningSeconds',
  linkMode: 'settingLabel.linkMode',
  defaultLocale: 'settingLabel.defaultLocale',
  defaultTheme: 'settingLabel.defaultTheme',
  attractAfterSeconds: 'settingLabel.attractAfterSeconds',
  exitPinHash: 'settingLabel.exitPinHash',
} as const;

const isLabelled = (key: string): key is keyof typeof SETTING_LABEL_KEY => Object.hasOwn(SETTING_LABEL_KEY, key);

/**
 * The staff screen's "Settings" section (docs/kiosk.md, "Running a fleet"): each setting in force
 * with where it came from (this kiosk's own `kiosk-config.json`, or the fleet's signed file, for
 * all kiosks or this one), and the fleet's file: its address, when the one in force was issued
 * and took effect, a newer one waiting for the next reset, and the last check. Times are the
 * kiosk's local time.
 */
export function SettingsReportSection({ report }: { report: SettingsReport }) {
  useCatalogue(insightsCatalogue);
  const { t } = useTranslation(INSIGHTS_NS);
  const { t: tMain } = useTranslation();
  const locale = useLocale();
  const time = (iso: string) =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const value = (key: string, raw: string) => {
    if (key === 'exitPinHash') return t(raw === 'set' ? 'pinSet' : 'pinUnset');
    if (key === 'defaultLocale' && (LOCALES as readonly string[]).includes(raw))
      return tMain(LOCALE_NAME_KEY[raw as Locale]);
    return raw;
  };
  const { fleet } = report;
  const outcome = (text: string) =>
    text === 'new' || text === 'unchanged' ? t(`outcome.${text}`) : t('outcome.refused', { reason: text });
  return (
    <section className={styles.insights} aria-labelledby="settings-title">
      <h3 id="settings-title" className={styles.sectionTitle}>
        {t('settings')}
      </h3>
      <dl className={styles.exportTarget}>
        {report.settings.map(({ key, value: raw, from }) => (
          <div key={key}>
            <dt>{isLabelled(key) ? t(SETTING_LABEL_KEY[key]) : key}</dt>
            <dd>
              {value(key, raw)}
              <span className={styles.origin}>{t('originNote', { origin: t(`origin.${from}`) })}</span>
            </dd>
          </div>
        ))}
      </dl>
      {fleet.url ? (
        <div className={styles.fleet}>
          <p>{t('fleetUrl', { url: fleet.url })}</p>
          <p>
            {fleet.issuedAt && fleet.appliedAt
              ? t('fleetInForce', { issued: time(fleet.issuedAt), applied: time(fleet.appliedAt) })
              : t('fleetNoneInForce')}
          </p>
          {fleet.pendingIssuedAt ? <p>{t('fleetPending', { issued: time(fleet.pendingIssuedAt) })}</p> : null}
          {fleet.lastCheck ? (
            <p>{t('fleetChecked', { at: time(fleet.lastCheck.at), outcome: outcome(fleet.lastCheck.outcome) })}</p>
          ) : null}
        </div>
      ) : (
        <p className={styles.fleet}>{t('fleetNone')}</p>
      )}
    </section>
  );
}
