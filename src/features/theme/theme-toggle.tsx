import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { useThemeStore } from '@/stores/theme-store';
import styles from './theme-toggle.module.css';

/** Icon button that switches between the light and dark themes; named for what it will do. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const label = theme === 'light' ? t('theme.switchToDark') : t('theme.switchToLight');
  return (
    <button
      type="button"
      className={`icon-button ${styles.toggle}`}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-hover-icons
    >
      <Icon name={theme === 'light' ? 'moon' : 'sun'} />
    </button>
  );
}
