/**
 * react-router's `Link` and `NavLink` for same-site paths written without a locale
 * (`paths.careers()`): they point at the page in the locale on screen (`/zh-TW/careers` on a
 * Traditional Chinese page), so a visitor stays in their language (`src/lib/locale/locale-path.ts`).
 */
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { useLocale } from '@/lib/locale/use-locale';
import { localizePath } from '@/lib/locale/locale-path';

/** A router link to `to` (a same-site path string) in the active locale. */
export function Link({ to, ...rest }: Omit<LinkProps, 'to'> & { to: string }) {
  return <RouterLink to={localizePath(to, useLocale())} {...rest} />;
}

/** A router navigation link to `to` in the active locale; `aria-current="page"` when active. */
export function NavLink({ to, ...rest }: Omit<NavLinkProps, 'to'> & { to: string }) {
  return <RouterNavLink to={localizePath(to, useLocale())} {...rest} />;
}
