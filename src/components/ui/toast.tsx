import { useTranslation } from 'react-i18next';
import { useToastStore } from '@/stores/toast-store';
import { Icon } from './icon';
import styles from './toast.module.css';

/**
 * The toast (`docs/design.md` §5.6), inside a polite live region that is always in the page, so
 * screen readers announce each new text. Variant `check` adds the check icon and a close button.
 */
export function Toast() {
  const { t } = useTranslation();
  const visible = useToastStore((state) => state.visible);
  const text = useToastStore((state) => state.text);
  const variant = useToastStore((state) => state.variant);
  const hideToast = useToastStore((state) => state.hideToast);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {visible ? (
        <div className={styles.toast} data-variant={variant}>
          {variant === 'check' ? <Icon name="check" size={20} /> : null}
          <span className={styles.text}>{text}</span>
          {variant === 'check' ? (
            <button
              type="button"
              className={styles.close}
              onClick={hideToast}
              aria-label={t('toast.close')}
              data-hover-icons
            >
              <Icon name="close" size={20} />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
