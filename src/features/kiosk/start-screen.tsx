import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { Link } from '@/components/ui/link';
import { paths, SECTION_IDS } from '@/config/paths';
import { site } from '@/config/site';
import { useLocale } from '@/lib/locale/use-locale';
import { useSwitchLocale } from '@/hooks/use-switch-locale';
import { useKioskStore } from '@/stores/kiosk-store';
import { useThemeStore } from '@/stores/theme-store';
import { LanguageButtons } from './language-buttons';
import styles from './kiosk-start.module.css';
import { KIOSK_NS, kioskCatalogue } from './catalogue';

/**
 * The main journeys a booth visitor starts from: each tile's id (counted in the kiosk's insights),
 * where it goes, its title and its line.
 */
const JOURNEYS = [
  { id: 'about', to: paths.section(SECTION_IDS.about), title: 'nav.aboutUs', text: 'kiosk:tileAboutText' },
  { id: 'team', to: paths.section(SECTION_IDS.team), title: 'nav.team', text: 'kiosk:tileTeamText' },
  {
    id: 'ecosystem',
    to: paths.section(SECTION_IDS.ecosystem),
    title: 'nav.ecosystem',
    text: 'kiosk:tileEcosystemText',
  },
  { id: 'news', to: paths.announcements(), title: 'kiosk:tileNews', text: 'kiosk:tileNewsText' },
  { id: 'investors', to: paths.investors(), title: 'nav.investorRelations', text: 'kiosk:tileInvestorsText' },
  { id: 'careers', to: paths.careers(), title: 'nav.careers', text: 'kiosk:tileCareersText' },
] as const;

/** The start screen's tiles, in its order: each one's id and its title's catalogue key. */
export const START_TILES = JOURNEYS.map(({ id, title }) => ({ id, title }));

// Loaded when the loop first starts: with its QR codes and content queries, never on the web.
const AttractLoop = lazy(() => import('./attract-loop').then((module) => ({ default: module.AttractLoop })));

/** Keys that move around the start screen rather than leave it. */
const NAVIGATION_KEYS = new Set(['Tab', 'Enter', ' ', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * The kiosk's start (attract) screen: shown when the kiosk opens at its start page and after
 * every session reset, over the page, until the next visitor comes. Large tiles lead to the main
 * journeys, three large buttons switch the language (the screen stays, in that language), and a
 * touch anywhere else, or any other key, lets the visitor in to the page beneath. A modal
 * `<dialog>`: the page behind is inert and focus starts on its title, so Tab reaches the
 * languages, then the tiles. Left untouched for the kiosk's `attractAfterSeconds` (0: never), it
 * plays its attract loop (`./attract-loop.tsx`) until the next touch.
 */
export function StartScreen() {
  useCatalogue(kioskCatalogue);
  const { t } = useTranslation(['translation', KIOSK_NS]);
  const locale = useLocale();
  const shown = useKioskStore((state) => state.startScreen);
  const enterSite = useKioskStore((state) => state.enterSite);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const attractAfterSeconds = useKioskStore((state) => state.attractAfterSeconds);
  const defaultLocale = useKioskStore((state) => state.defaultLocale);
  const defaultTheme = useKioskStore((state) => state.defaultTheme);
  const switchLocale = useSwitchLocale();
  const [attracting, setAttracting] = useState(false);
  /** Touches and keys on the start screen: each starts the wait for the attract loop again. */
  const [touches, setTouches] = useState(0);
  const looping = shown && attracting;

  // After `attractAfterSeconds` untouched, the loop, in the kiosk's default language and theme
  // (a visitor may have tried another on the start screen and walked away).
  useEffect(() => {
    if (!shown || attracting || attractAfterSeconds === 0) return undefined;
    const timer = setTimeout(() => {
      setAttracting(true);
      useThemeStore.getState().setTheme(defaultTheme);
      if (locale !== defaultLocale) void switchLocale(defaultLocale);
    }, attractAfterSeconds * 1000);
    return () => clearTimeout(timer);
  }, [shown, attracting, attractAfterSeconds, touches, locale, defaultLocale, defaultTheme, switchLocale]);

  const leaveAttract = useCallback(() => {
    setAttracting(false);
    setTouches((count) => count + 1);
    titleRef.current?.focus();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (shown && !dialog.open) {
      dialog.showModal();
      // `showModal` focuses the first control, the first language, whichever language is chosen:
      // a ring on "English" over a Chinese screen reads as the choice. The title is read first.
      titleRef.current?.focus();
    }
    if (!shown && dialog.open) dialog.close();
  }, [shown]);

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target instanceof Element && !event.target.closest('a, button')) enterSite();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    setTouches((count) => count + 1);
    if (!NAVIGATION_KEYS.has(event.key)) enterSite();
  };
  const onCancel = () => enterSite();
  const onPointerDown = () => setTouches((count) => count + 1);

  return (
    // The dialog takes the whole screen, so a touch on it is the "touch anywhere" that lets the
    // visitor in; its tiles and buttons are focusable and answer Enter themselves.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.start}
      aria-labelledby="kiosk-start-title"
      aria-describedby="kiosk-start-lead"
      onCancel={onCancel}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
    >
      {shown ? (
        <div className={styles.content}>
          <h1 id="kiosk-start-title" ref={titleRef} className={styles.title} tabIndex={-1}>
            {t('hero.title', { group: site.groupShortName[locale] })}
          </h1>
          <p id="kiosk-start-lead" className={styles.lead}>
            {t('kiosk:startLead')}
          </p>
          <LanguageButtons
            className={styles.startLanguages}
            buttonClassName={styles.language}
            label={t('language.label')}
          />
          <nav className={styles.journeys} aria-label={t('kiosk:journeys')}>
            <ul className={styles.tiles}>
              {JOURNEYS.map((journey) => (
                <li key={journey.to}>
                  <Link to={journey.to} className={styles.tile} onClick={() => enterSite(journey.id)}>
                    <span className={styles.tileTitle}>{t(journey.title)}</span>
                    <span className={styles.tileText}>{t(journey.text)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.prompt} role="status">
            {t('kiosk:attract')}
          </p>
        </div>
      ) : null}
      {looping ? (
        <Suspense fallback={null}>
          <AttractLoop onLeave={leaveAttract} />
        </Suspense>
      ) : null}
    </dialog>
  );
}
