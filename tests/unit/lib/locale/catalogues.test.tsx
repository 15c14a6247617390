import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Catalogue } from '@/lib/locale/i18n';
import { LOCALES } from '@/config/locales';

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
    // Modules and i18next afresh: the page tests share a module graph, so another file may have
    // imported these modules already.
    vi.resetModules();
    const fresh = await import('@/lib/locale/i18n');
    await fresh.initI18n('en');
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
    for (const { namespace } of catalogues) expect(fresh.i18n.hasResourceBundle('en', namespace)).toBe(false);
  });

  it('are there in every locale once a component that shows them has rendered', async () => {
    // The i18next the setup initialised: the first case left a module graph of its own.
    const { addCatalogue, i18n } = await import('@/lib/locale/i18n');
    const { useCatalogue } = await import('@/lib/locale/use-catalogue');
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
