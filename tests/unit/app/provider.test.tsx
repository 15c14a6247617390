/**
 * The app's providers render the same tree on the server and in the browser, so an id a
 * component takes from `useId` is the same in the prerendered page and after hydration
 * (src/app/provider.tsx).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { useId, useState } from 'react';
import { createMemoryRouter, createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { AppProvider, AppProviders } from '@/app/provider';
import { STARTED_ATTRIBUTE } from '@/app/prerender-contract';
import { hydrateServerMarkup } from '../support/hydrate';

/** A menu button whose list is mounted only once opened, as the site's header menus are. */
function Menu() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <nav>
      <button type="button" aria-controls={id} aria-expanded={open} onClick={() => setOpen(!open)}>
        Menu
      </button>
      {open && (
        <ul id={id}>
          <li>Announcements</li>
        </ul>
      )}
    </nav>
  );
}

const routes = () => [{ path: '/', element: <Menu />, loader: () => ({ ready: true }) }];

afterEach(() => {
  document.documentElement.removeAttribute(STARTED_ATTRIBUTE);
});

it('hydrates the server’s markup without a mismatch, and a menu opened after it is the one its button names', async () => {
  const i18n = createInstance();
  await i18n.init({ lng: 'en', resources: {} });
  const handler = createStaticHandler(routes());
  const context = await handler.query(new Request('https://example.com/'));
  if (context instanceof Response) throw new Error('the test route answered with a response');
  const serverPage = (
    <AppProviders
      i18n={i18n}
      screens={
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      }
      after={null}
    />
  );
  const router = createMemoryRouter(routes(), {
    hydrationData: { loaderData: context.loaderData, actionData: null, errors: null },
  });
  const container = document.createElement('div');
  const { unmount } = hydrateServerMarkup(
    serverPage,
    undefined,
    <AppProvider i18n={i18n} router={router} container={container} />,
  );
  try {
    const button = screen.getByRole('button', { name: 'Menu' });
    act(() => {
      fireEvent.click(button);
    });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list')).toHaveAttribute('id', button.getAttribute('aria-controls'));
  } finally {
    unmount();
  }
});
