import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/locale/use-locale';
import { logger } from '@/lib/log';
import { loadPinyinDictionary } from './dictionary';
import { BACKSPACE, BACKSPACE_ICON, useKeyRows } from './key-rows';
import { pinyinCandidates, type Candidate, type ChineseScript, type PinyinDictionary } from './pinyin';
import styles from './on-screen-keyboard.module.css';

type Mode = 'latin' | 'pinyin';

const SPACE = '{space}';
const SEARCH = '{search}';
const CLOSE = '{close}';
const SWITCH = '{lang}';

/** The keys, row by row (simple-keyboard's layout format): letters and digits, lower case (the search ignores case). */
const ROWS = ['1 2 3 4 5 6 7 8 9 0 {bksp}', 'q w e r t y u i o p', 'a s d f g h j k l', 'z x c v b n m -'];

export interface OnScreenKeyboardProps {
  /** The field the keys write into. */
  input: HTMLInputElement;
  /** Preset searches shown as chips; a tap fills the field. */
  suggestions: readonly string[];
  onClose: () => void;
}

/**
 * Sets a field's value as typing would (an `input` event follows), caret at the end, within its
 * `maxLength`. The value goes through `HTMLInputElement.prototype`'s own setter: React tracks the
 * value an element's `value` property was last set to, and would take an `input` event after that
 * as no change, so a field's `onChange` (the live search) would not hear the keys.
 */
function setFieldValue(input: HTMLInputElement, value: string): void {
  const next = input.maxLength > 0 ? value.slice(0, input.maxLength) : value;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, next);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.setSelectionRange(next.length, next.length);
}

/** The pinyin dictionary for `script` once loaded; none for English. */
function usePinyinDictionary(script: ChineseScript | undefined): PinyinDictionary | undefined {
  const [loaded, setLoaded] = useState<{ script: ChineseScript; dictionary: PinyinDictionary }>();
  useEffect(() => {
    if (!script) return undefined;
    let current = true;
    loadPinyinDictionary(script)
      .then((dictionary) => {
        if (current) setLoaded({ script, dictionary });
      })
      .catch((error: unknown) => logger.error('The pinyin dictionary could not be loaded', error));
    return () => {
      current = false;
    };
  }, [script]);
  return loaded && loaded.script === script ? loaded.dictionary : undefined;
}

/**
 * The kiosk's on-screen keyboard (docs/kiosk.md, "What visitors see"): simple-keyboard's keys rendered as buttons, preset
 * search chips, and in Chinese pages pinyin input with a candidate bar in the page's script. It
 * docks at the bottom of the screen and gives the page as much bottom padding, so everything
 * above it can still be scrolled into view; the field is scrolled up to just below the header, so
 * the results it filters stay visible above the keys. Keys act on `click` (a tap, or Enter on a
 * focused key), never on press, so a key that closes the keyboard cannot let the rest of the tap
 * land on the page beneath.
 */
export function OnScreenKeyboard({ input, suggestions, onClose }: OnScreenKeyboardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const script: ChineseScript | undefined =
    locale === 'zh' ? 'simplified' : locale === 'zh-TW' ? 'traditional' : undefined;
  const [mode, setMode] = useState<Mode>(script ? 'pinyin' : 'latin');
  // The pinyin typed since the last commit: the end of the field's value, replaced by a candidate.
  const [composition, setComposition] = useState('');
  const dictionary = usePinyinDictionary(script);
  const pinyin = mode === 'pinyin' && script !== undefined;
  // What is still being composed, if the field still ends with it (nothing else edited it).
  const pending = pinyin && composition && input.value.endsWith(composition) ? composition : '';
  const candidates = useMemo(
    () => (pending && dictionary ? pinyinCandidates(pending, dictionary) : []),
    [pending, dictionary],
  );
  const panelRef = useRef<HTMLDivElement>(null);
  const keysRef = useRef<HTMLDivElement>(null);

  const choose = (candidate: Candidate) => {
    const committed = input.value.slice(0, input.value.length - pending.length);
    setFieldValue(input, committed + candidate.text + pending.slice(candidate.consumed));
    setComposition(pending.slice(candidate.consumed));
  };

  const fill = (text: string) => {
    setFieldValue(input, text);
    setComposition('');
  };

  const press = (key: string) => {
    switch (key) {
      case BACKSPACE:
        setFieldValue(input, input.value.slice(0, -1));
        setComposition(pending.slice(0, -1));
        return;
      case SPACE: {
        const best = candidates[0];
        if (pending && best) choose(best);
        else fill(`${input.value} `);
        return;
      }
      case SWITCH:
        setMode((current) => (current === 'pinyin' ? 'latin' : 'pinyin'));
        setComposition('');
        return;
      case CLOSE:
        input.blur();
        onClose();
        return;
      case SEARCH:
        onClose();
        input.blur();
        // As the physical Enter: the form's own submit handling decides what a search is.
        input.form?.requestSubmit();
        return;
      default:
        setFieldValue(input, input.value + key);
        setComposition(pinyin && /^[a-z]$/.test(key) ? pending + key : '');
    }
  };

  // The keys: built by simple-keyboard, as buttons; rebuilt when their labels change.
  const bottomRow = script ? `${CLOSE} ${SWITCH} ${SPACE} ${SEARCH}` : `${CLOSE} ${SPACE} ${SEARCH}`;
  const switchLabel = mode === 'pinyin' ? t('keyboard.english') : t('keyboard.pinyin');
  const switchName = mode === 'pinyin' ? t('keyboard.toEnglish') : t('keyboard.toPinyin');
  const labels = {
    backspace: t('keyboard.backspace'),
    space: t('keyboard.space'),
    search: t('keyboard.search'),
    close: t('keyboard.close'),
  };
  useKeyRows(keysRef, {
    rows: [...ROWS, bottomRow],
    display: {
      [BACKSPACE]: BACKSPACE_ICON,
      [SPACE]: labels.space,
      [SEARCH]: labels.search,
      [CLOSE]: labels.close,
      [SWITCH]: switchLabel,
    },
    names: { [BACKSPACE]: labels.backspace, [SWITCH]: switchName },
    themes: [
      { class: styles.action ?? '', buttons: `${CLOSE} ${SWITCH} ${BACKSPACE}` },
      { class: styles.primary ?? '', buttons: SEARCH },
    ],
    onKey: press,
    rebuildKey: JSON.stringify([labels, switchLabel, switchName, bottomRow]),
  });

  // Docked at the bottom: the page gets the keyboard's height as bottom padding, and the field
  // moves up to just below the (sticky) header, so the results below it show above the keys.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const body = document.body;
    const previous = body.style.paddingBottom;
    const pad = () => (body.style.paddingBottom = `${panel.offsetHeight}px`);
    const reveal = () => {
      const header = document.querySelector('header');
      const headerBottom =
        header && ['sticky', 'fixed'].includes(getComputedStyle(header).position)
          ? header.getBoundingClientRect().bottom
          : 0;
      const offset = (input.form ?? input).getBoundingClientRect().top - headerBottom - 16;
      if (offset > 0 && input.getBoundingClientRect().bottom > window.innerHeight - panel.offsetHeight - 16)
        window.scrollBy({ top: offset, behavior: 'instant' });
    };
    pad();
    reveal();
    // Again when the keyboard or the field changes size (kiosk mode's larger field lands a moment
    // after the app starts, moving the field down behind the keys).
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            pad();
            reveal();
          })
        : undefined;
    observer?.observe(panel);
    observer?.observe(input);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = previous;
    };
  }, [input]);

  // A tap (a click, not the start of a scroll) outside the keyboard and its field closes it, as Escape does.
  const dismiss = useEffectEvent(() => onClose());
  useEffect(() => {
    const panel = panelRef.current;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !panel?.contains(event.target) && event.target !== input) dismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    // Keeps the focus (and the caret) in the field when a chip, candidate or key is pressed.
    const keepFocus = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKeyDown);
    panel?.addEventListener('mousedown', keepFocus);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKeyDown);
      panel?.removeEventListener('mousedown', keepFocus);
    };
  }, [input]);

  const lang = locale === 'zh' ? 'zh-Hans' : locale === 'zh-TW' ? 'zh-Hant' : undefined;
  return createPortal(
    <div ref={panelRef} className={styles.keyboard} role="group" aria-label={t('keyboard.label')}>
      <div className={styles.inner}>
        {suggestions.length > 0 ? (
          <div className={styles.chips} role="group" aria-label={t('keyboard.suggestions')}>
            {suggestions.map((suggestion) => (
              <button key={suggestion} type="button" className={styles.chip} onClick={() => fill(suggestion)}>
                {suggestion}
              </button>
            ))}
          </div>
        ) : null}
        {pinyin ? (
          <div className={styles.candidates} role="group" aria-label={t('keyboard.candidates')} lang={lang}>
            {pending ? (
              <>
                <span className={styles.composition}>{pending}</span>
                {candidates.map((candidate) => (
                  <button
                    key={candidate.text}
                    type="button"
                    className={styles.candidate}
                    onClick={() => choose(candidate)}
                  >
                    {candidate.text}
                  </button>
                ))}
              </>
            ) : (
              <span className={styles.hint}>{t('keyboard.pinyinHint')}</span>
            )}
          </div>
        ) : null}
        <div ref={keysRef} className={styles.keys} />
      </div>
    </div>,
    document.body,
  );
}
