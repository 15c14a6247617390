import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { ContentQueryProvider } from '@/components/ui/content-query-provider';
import { paths, SECTION_IDS } from '@/config/paths';
import { SITE_TIME_ZONE } from '@/config/site-time';
import { useContentQuery } from '@/lib/content/use-content-query';
import { useLocale } from '@/lib/locale/use-locale';
import { useNow } from '@/hooks/use-now';
import { latestAnnouncementsQuery } from '@/content/announcements/queries';
import { publicPageUrl } from '@/lib/content/settings';
import type { CalendarEvent } from '@/content/investors/calendar';
import { calendarQuery, financialHighlightsQuery } from '@/content/investors/queries';
import { formatDate, formatFigure } from '@/lib/locale/format';
import { localizePath } from '@/lib/locale/locale-path';
import styles from './attract-loop.module.css';
import { KIOSK_NS, kioskCatalogue } from './catalogue';

/** How long each slide shows, in milliseconds. */
export const ATTRACT_SLIDE_MS = 8_000;

/** One slide: what it says, and the page its QR code opens (a site path, before the locale's prefix). */
interface Slide {
  readonly id: 'news' | 'highlights' | 'calendar' | 'focus';
  readonly eyebrow: string;
  readonly title: string;
  readonly lines: readonly string[];
  readonly path: string;
}

/** The day `at` (ms since the epoch) falls on in Hong Kong, `YYYY-MM-DD`, as the calendar's dates are. */
function siteDay(at: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(at);
}

/** The first event of `events` (in date order) on or after `today` (`YYYY-MM-DD`, Hong Kong). */
function nextEvent(events: readonly CalendarEvent[], today: string): CalendarEvent | undefined {
  return events.find((event) => (event.allDay ? event.startsAt : siteDay(Date.parse(event.startsAt))) >= today);
}

/**
 * The slides there is content for, in their order: the latest announcement, the latest year's
 * financial highlights, the next event of the financial calendar, and the group's focus areas
 * (always there: the catalogue's). Each comes from the content the kiosk reads (the website's
 * published files with a `siteUrl`, else its own), with the bundled copy standing in.
 */
function useSlides(): Slide[] {
  useCatalogue(kioskCatalogue);
  const { t } = useTranslation(['translation', KIOSK_NS]);
  const locale = useLocale();
  // Only ever rendered in the browser: no server time to match.
  const now = useNow(0);
  const latest = useContentQuery(latestAnnouncementsQuery, { locale, count: 1 });
  const highlights = useContentQuery(financialHighlightsQuery, { locale });
  const calendar = useContentQuery(calendarQuery, { locale });
  const slides: Slide[] = [];
  const announcement = latest.data?.[0];
  if (announcement)
    slides.push({
      id: 'news',
      eyebrow: t('kiosk:attractNews'),
      title: announcement.title,
      lines: [formatDate(announcement.publishedAt, locale), ...(announcement.summary ? [announcement.summary] : [])],
      path: paths.announcement(announcement.id),
    });
  const year = highlights.data?.years[0];
  if (year)
    slides.push({
      id: 'highlights',
      eyebrow: t('kiosk:attractHighlights'),
      title: t('kiosk:attractYear', { year: year.year }),
      lines: [
        t('kiosk:attractRevenue', { value: formatFigure(year.revenue, locale, 1) }),
        t('kiosk:attractProfit', { value: formatFigure(year.profitAttributable, locale, 1) }),
        t('kiosk:attractEps', { value: formatFigure(year.basicEps, locale, 2) }),
      ],
      path: paths.financialHighlights(),
    });
  const event = calendar.data ? nextEvent(calendar.data, siteDay(now)) : undefined;
  if (event)
    slides.push({
      id: 'calendar',
      eyebrow: t('kiosk:attractCalendar'),
      title: event.title,
      lines: [formatDate(event.startsAt, locale), ...(event.location ? [event.location] : [])],
      path: paths.calendar(),
    });
  slides.push({
    id: 'focus',
    eyebrow: t('about.focusTitle'),
    title: [t('about.focusHealthcare'), t('about.focusMobility'), t('about.focusSustainability')].join(' · '),
    lines: [t('about.focusHealthcareBody'), t('about.focusMobilityBody'), t('about.focusSustainabilityBody')],
    path: paths.section(SECTION_IDS.about),
  });
  return slides;
}

/**
 * The slides, one at a time, each for {@link ATTRACT_SLIDE_MS}; the first touch or key anywhere
 * calls `onLeave` and does nothing else (the click stops here, the key's default too, so neither a
 * tile under the finger nor the start screen's own "enter" answers it).
 */
function AttractSlides({ onLeave }: { onLeave: () => void }) {
  useCatalogue(kioskCatalogue);
  const { t } = useTranslation(['translation', KIOSK_NS]);
  const locale = useLocale();
  const slides = useSlides();
  const [step, setStep] = useState(0);
  const layerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    layerRef.current?.focus();
    const timer = setInterval(() => setStep((current) => current + 1), ATTRACT_SLIDE_MS);
    return () => clearInterval(timer);
  }, []);

  const index = step % slides.length;
  const slide = slides[index] ?? slides[0];
  const leave = (event: SyntheticEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onLeave();
  };
  if (!slide) return null;
  const url = publicPageUrl(localizePath(slide.path, locale));
  return (
    // The whole layer is the "touch anywhere" that ends the loop; its one control is the screen.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={layerRef}
      className={styles.attract}
      aria-roledescription={t('kiosk:attractCarousel')}
      aria-label={t('kiosk:attractLabel')}
      tabIndex={-1}
      onClick={leave}
      onKeyDown={leave}
      data-slide={slide.id}
    >
      <div
        key={`${slide.id}-${step}`}
        className={styles.slide}
        role="group"
        aria-roledescription={t('kiosk:attractSlide')}
        aria-label={t('kiosk:attractPosition', { index: index + 1, count: slides.length })}
      >
        <div className={styles.text}>
          <p className={styles.eyebrow}>{slide.eyebrow}</p>
          <h2 className={styles.title}>{slide.title}</h2>
          {slide.lines.map((line) => (
            <p key={line} className={styles.line}>
              {line}
            </p>
          ))}
        </div>
        <figure className={styles.qr}>
          <QRCodeSVG value={url} size={512} marginSize={2} className={styles.code} title={url} />
          <figcaption>{t('kiosk:attractScan')}</figcaption>
        </figure>
      </div>
      <ol className={styles.dots} aria-hidden="true">
        {slides.map((entry, position) => (
          <li key={entry.id} className={position === index ? styles.dotCurrent : styles.dot} />
        ))}
      </ol>
      <p className={styles.prompt}>{t('kiosk:attract')}</p>
    </section>
  );
}

/**
 * The start screen's attract loop (docs/kiosk.md, "Running a fleet"): after the start screen has
 * waited untouched for the kiosk's `attractAfterSeconds`, it covers the screen and cycles through
 * the latest announcement, the financial highlights, the next event in the financial calendar
 * and the group's focus areas, each with a QR code to its page on the public website, in the
 * page's locale and theme (the start screen's defaults). Slides change with a short fade and
 * slide, a cut under `prefers-reduced-motion`. The first touch returns to the start screen.
 */
export function AttractLoop({ onLeave }: { onLeave: () => void }) {
  return (
    <ContentQueryProvider>
      <AttractSlides onLeave={onLeave} />
    </ContentQueryProvider>
  );
}
