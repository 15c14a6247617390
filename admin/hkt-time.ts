/**
 * Publication times in the CMS's editor in Hong Kong time, whatever the computer's zone
 * (`docs/design.md` §5.8): the site stores them as `2026-11-18T12:00:00+08:00` (`HKT_TIME` in
 * `src/content/cms/collections.ts`), and an IR officer on a roadshow in London must read and
 * write the minute HKEXnews shows.
 *
 * Decap CMS's `datetime` widget reads and writes that text in the computer's zone (dayjs, in
 * decap-cms-widget-datetime's `DateTimeControl.js`): its "Now" writes London's hour with
 * `+08:00` after it, and a Hong Kong time in the hour London's clocks skip in spring cannot be
 * entered. Its twin here, `hkt-datetime`, shows and takes the time as written, labelled "HKT" /
 * "香港時間", and its "Now" is Hong Kong's; `config.yml` keeps the standard widget other CMSs read.
 */
import { inSiteTime, SITE_TIME_CMS_FORMAT, SITE_UTC_OFFSET } from '../src/config/site-time';
import type { DecapPreviewGlobals } from './preview-template';
import type { DecapWidgets } from './simplified-fields';

/** The twin's name. */
export const HKT_WIDGET = 'hkt-datetime';

/** The words by the input, in the CMS's interface language (`document.documentElement.lang`). */
const WORDS = {
  en: { zone: 'HKT', now: 'Now' },
  'zh-Hant': { zone: '香港時間', now: '現在' },
} as const;

/**
 * The Hong Kong wall time of `value` as a `datetime-local` input shows it (`YYYY-MM-DDTHH:mm`):
 * a `+08:00` time as written; a time with another offset, or `Z`, at the same instant; `''` for
 * anything else, which the field's own check then names.
 */
export function hktInputValue(value: unknown): string {
  if (typeof value !== 'string') return '';
  const written = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2}(\.\d+)?)?([+-]\d{2}:\d{2}|Z)$/.exec(value);
  if (!written?.[1]) return '';
  return written[4] === SITE_UTC_OFFSET ? written[1] : (inSiteTime(value)?.slice(0, 16) ?? '');
}

/** The stored text of a `datetime-local` input's value (`YYYY-MM-DDTHH:mm`), or `''` when cleared. */
export function hktStoredValue(input: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(input) ? `${input}:00${SITE_UTC_OFFSET}` : '';
}

/** Hong Kong's time at `now` (ms since the epoch), as stored: `2026-11-18T12:00:00+08:00`. */
export function hktNow(now: number): string {
  return inSiteTime(now) ?? '';
}

/** Decap CMS's own "Now" button's look (`buttons.widget` in decap-cms-ui-default's `styles.js`). */
const NOW_STYLE = {
  border: 0,
  borderRadius: '3px',
  padding: '2px 12px',
  fontSize: '12px',
  fontWeight: 'bold',
  cursor: 'pointer',
} as const;

/** The props of Decap CMS's widget controls this one reads. */
interface ControlProps {
  value?: unknown;
  onChange: (value: string) => void;
  forID?: string;
  classNameWrapper?: string;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
  isDisabled?: boolean;
}

/**
 * Registers `hkt-datetime` with `cms`.
 * @param globals Decap CMS's React `h` and `createClass`.
 */
export function registerHktTime(cms: DecapWidgets, globals: DecapPreviewGlobals): void {
  const { h } = globals;
  const words = () => WORDS[document.documentElement.lang === 'zh-Hant' ? 'zh-Hant' : 'en'];
  const control = globals.createClass({
    render(this: { props: ControlProps }) {
      const { value, onChange, forID = 'hkt-time', classNameWrapper, isDisabled = false } = this.props;
      const zoneId = `${forID}-zone`;
      return h(
        'div',
        { className: classNameWrapper, style: { display: 'flex', gap: '16px', alignItems: 'center' } },
        h('input', {
          id: forID,
          type: 'datetime-local',
          value: hktInputValue(value),
          'aria-describedby': zoneId,
          disabled: isDisabled,
          onChange: (event: { target: { value: string } }) => onChange(hktStoredValue(event.target.value)),
          onFocus: this.props.setActiveStyle,
          onBlur: this.props.setInactiveStyle,
        }),
        h('span', { id: zoneId, 'data-time-zone': 'Asia/Hong_Kong', style: { fontWeight: 600 } }, words().zone),
        isDisabled
          ? null
          : h('button', { type: 'button', style: NOW_STYLE, onClick: () => onChange(hktNow(Date.now())) }, words().now),
      );
    },
  });
  const preview = globals.createClass({
    render(this: { props: { value?: unknown } }) {
      const shown = hktInputValue(this.props.value).replace('T', ' ');
      return h('p', null, shown ? `${shown} ${words().zone}` : '');
    },
  });
  cms.registerWidget(HKT_WIDGET, control, preview);
}

/** A parsed YAML value (`config.yml`). */
type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

/** `config` with every `datetime` field of format `SITE_TIME_CMS_FORMAT` (a Hong Kong time), at any depth, on `hkt-datetime`. Returns a copy. */
export function withHktTime(config: Value): Value {
  if (Array.isArray(config)) return config.map(withHktTime);
  if (config === null || typeof config !== 'object') return config;
  const copy = Object.fromEntries(Object.entries(config).map(([key, value]) => [key, withHktTime(value)]));
  return copy.widget === 'datetime' && copy.format === SITE_TIME_CMS_FORMAT ? { ...copy, widget: HKT_WIDGET } : copy;
}
