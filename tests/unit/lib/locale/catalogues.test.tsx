import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { addCatalogue, i18n, type Catalogue } from '@/lib/locale/i18n';
import { LOCALES } from '@/config/locales';
import { useCatalogue } from '@/lib/locale/use-catalogue';

/** Every screen's own catalogue module, imported as the screens import them. */
const modules = import.meta.glob<Record<string, unknown>>('/src/features/**/*catalogue.ts');

function isCatalogue(value: unknown): value is Catalogue {
  return typeof value === 'object' && value !== null && 'namespace' in value && 'texts' in value;
}

async function importCatalogues(): Promise<Catalogue[]> {
  const loaded = await Promise.all(Object.values(modules).map((load) => load()));
  return loaded.flatMap((module) => Object.values(module).filter(isCatalogue));
}

describe("screens' own catalogues", () => {
  it('add nothing to i18next when their modules are imported', async () => {
    const catalogues = await importCatalogues();
    expect(catalogues.map((catalogue) => catalogue.namespace).sort()).toEqual([
      'archive',
      'financials',
      'governance',
      'insights',
      'investors',
      'kiosk',
      'search',
      'shareholders',
    ]);
    for (const { namespace } of catalogues) expect(i18n.hasResourceBundle('en', namespace)).toBe(false);
  });

  it('are there in every locale once a component that shows them has rendered', async () => {
    const [catalogue] = (await importCatalogues()).filter(({ namespace }) => namespace === 'search');
    if (!catalogue) throw new Error('no search catalogue');
    function Title() {
      useCatalogue(catalogue as Catalogue);
      const { t } = useTranslation('search');
      return <h1>{t('title')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe((catalogue.texts.en as { title: string }).title);
    for (const locale of LOCALES) expect(i18n.hasResourceBundle(locale, 'search')).toBe(true);
    // Added again, nothing changes.
    addCatalogue(catalogue);
    expect(i18n.getResourceBundle('zh-TW', 'search')).toEqual(catalogue.texts['zh-TW']);
  });
});
