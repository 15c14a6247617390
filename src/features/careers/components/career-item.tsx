import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { useLocale } from '@/lib/locale/use-locale';
import type { Career, EmploymentType } from '@/content/careers/schema';
import { formatDate } from '@/lib/locale/format';
import styles from './career-item.module.css';

const EMPLOYMENT_TYPE_KEY = {
  'full-time': 'careers.fullTime',
  'part-time': 'careers.partTime',
  contract: 'careers.contract',
  internship: 'careers.internship',
} as const satisfies Record<EmploymentType, `careers.${string}`>;

/**
 * One opening: a disclosure button (title, department, location, type, date and a chevron that
 * points down while closed and up while open) that opens its details: the summary and how to
 * apply. A chevron, not an arrow: the button opens the entry in place and leaves no page.
 */
export function CareerItem({ career }: { career: Career }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <article className={`card ${styles.card}`} data-open={open || undefined}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          data-hover-icons
        >
          <span className={styles.text}>
            <span className={styles.title}>{career.title}</span>
            <span className={styles.meta}>
              <span>{career.department}</span>
              <span>{career.location}</span>
              <span>{t(EMPLOYMENT_TYPE_KEY[career.employmentType])}</span>
              <span>{t('careers.posted', { date: formatDate(career.postedAt, locale) })}</span>
            </span>
          </span>
          <Icon name="chevron-down" className={styles.chevron} />
        </button>
      </h2>
      <div id={detailsId} className={styles.details} hidden={!open}>
        <p className={styles.summary}>{career.summary}</p>
        <h3 className={styles.applyTitle}>{t('careers.howToApply')}</h3>
        <ul className={styles.apply}>
          {career.applyUrl ? (
            <li>
              <SmartLink href={career.applyUrl} className="button button-primary">
                {t('careers.applyOnline')}
              </SmartLink>
            </li>
          ) : null}
          {career.applyEmail ? (
            <li>
              <SmartLink
                href={`mailto:${career.applyEmail}?subject=${encodeURIComponent(career.title)}`}
                className="text-link"
              >
                <Icon name="mail" size={20} />
                {t('careers.applyByEmail', { email: career.applyEmail })}
              </SmartLink>
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}
