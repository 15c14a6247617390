import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '@/app/router';
import { NOT_FOUND_PAGE_PATH, prerenderPages } from '@/app/entry-server';
import { LOCALES } from '@/config/locales';
import { paths, ROUTES } from '@/config/paths';
import { apiOnlyPrefix, matchRoute, routeList, ROUTE_TABLE, screenModuleFile, searchKindOf } from '@/config/routes';
import { hostRules } from '../../../vite-plugins/host-config';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const IDS = ['2026-a', 'b c'];
/** Bundled content with two announcements in every locale. */
const read = (file: string) =>
  file.endsWith('/announcements.json')
    ? Promise.resolve(JSON.stringify(IDS.map((id) => ({ id }))))
    : Promise.reject(new Error(`unexpected read of ${file}`));

/** The screens of the English locale route, as the router made them. */
function englishScreens(): RouteObject[] {
  const localeRoutes = createRoutes()[0]?.children?.[0]?.children ?? [];
  const english = localeRoutes.find((route) => route.path === undefined);
  return english?.children ?? [];
}

describe('the route table', () => {
  it('gives every route a screen module that exports its Component', async () => {
    const screens = englishScreens();
    expect(screens).toHaveLength(routeList().length);
    for (const [index, route] of routeList().entries()) {
      expect(existsSync(path.join(ROOT, screenModuleFile(route))), route.name).toBe(true);
      const screen = screens[index];
      // Relative to the locale route; `/` is its index.
      expect(screen?.index === true, route.name).toBe(route.path === '/');
      expect(screen?.path, route.name).toBe(route.path === '/' ? undefined : route.path.replace(/^\//, ''));
      if (typeof screen?.lazy !== 'function') throw new Error(`${route.name} is not a lazy route`);
      const loaded = await screen.lazy();
      expect(typeof loaded.Component, route.name).toBe('function');
    }
  });

  it('is what ROUTES and the href builders spell', () => {
    for (const route of routeList()) expect(ROUTES[route.name]).toBe(route.path);
    expect(matchRoute(paths.announcement('a/b'))?.name).toBe('announcement');
    expect(matchRoute(paths.announcements(new URLSearchParams({ year: '2026' })).split('?')[0] ?? '')?.name).toBe(
      'announcements',
    );
    expect(matchRoute('/404')).toBeUndefined();
  });

  it('prerenders each route as it says, in every locale, with its screen module', async () => {
    const pages = await prerenderPages(read);
    for (const locale of LOCALES) {
      const mine = pages.filter((page) => page.locale === locale);
      const expected = routeList().flatMap((route) => {
        switch (route.prerender) {
          case 'page':
          case 'unlisted':
            return [route.path];
          case 'bundled-announcements':
            return IDS.map((id) => paths.announcement(id));
          case 'not-found':
            return [NOT_FOUND_PAGE_PATH];
        }
      });
      expect(mine.map((page) => page.pagePath).sort()).toEqual(expected.sort());
    }
    for (const page of pages) {
      const route = page.notFound ? ROUTE_TABLE.notFound : matchRoute(page.pagePath);
      expect(route, page.path).toBeDefined();
      expect(page.unlisted === true, page.path).toBe(route?.prerender === 'unlisted');
      expect(page.module, page.path).toBe(route && screenModuleFile(route));
    }
  });

  it("gives the search each prerendered page's kind from its route", async () => {
    const pages = await prerenderPages(read);
    for (const page of pages.filter((candidate) => !candidate.notFound))
      expect(searchKindOf(page.pagePath), page.path).toBe(matchRoute(page.pagePath)?.search);
    expect(searchKindOf(paths.announcement('x'))).toBe('announcement');
    expect(searchKindOf(ROUTES.announcements)).toBeUndefined();
  });

  it("gives the hosts a fallback for each API-only route's unknown pages, and no other", async () => {
    const apiOnly = routeList().filter((route) => route.apiOnly === true);
    for (const route of apiOnly) expect(route.path, route.name).toMatch(/^(?:\/[^/:*]+)*\/:[^/]+$/);
    const rules = hostRules(await prerenderPages(read), [], "default-src 'none'");
    const prefixes = apiOnly.map((route) => route.path.slice(0, route.path.lastIndexOf('/') + 1));
    expect(rules.fallbacks.map((fallback) => fallback.prefix).sort()).toEqual(
      LOCALES.flatMap((locale) => prefixes.map((prefix) => (locale === 'en' ? prefix : `/${locale}${prefix}`))).sort(),
    );
    expect(apiOnlyPrefix(paths.announcement('x'))).toBe('/announcement/');
    expect(apiOnlyPrefix(paths.careers())).toBeUndefined();
  });
});
