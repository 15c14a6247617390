import { addCatalogue, type Catalogue } from './i18n';

/**
 * Adds a screen's own `catalogue` to i18next as the component renders, before it reads the texts
 * with `useTranslation` (on the server, hydrating, or after a navigation alike). Adding is
 * synchronous and done once per page, so every later call only checks that it is there.
 */
export function useCatalogue(catalogue: Catalogue): void {
  addCatalogue(catalogue);
}
