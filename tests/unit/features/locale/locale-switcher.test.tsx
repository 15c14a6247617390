import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LocaleSwitcher } from '@/features/locale/locale-switcher';

/** The switcher on a page at `path`, in a router whose location the test reads. */
function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <LocaleSwitcher /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('LocaleSwitcher', () => {
  it('opens the same page under the chosen locale', async () => {
    const router = renderAt('/zh-TW/careers?team=ir#open');
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/careers'));
    expect(router.state.location.search).toBe('?team=ir');
    expect(router.state.location.hash).toBe('#open');
  });

  it.each(['/zh//evil.example', '/zh/\\evil.example', '/zh-TW/.//evil.example'])(
    'stays on the site from %s, a path that names another host',
    async (path) => {
      const router = renderAt(path);
      await userEvent.click(screen.getByRole('button', { name: /Language/ }));
      await userEvent.click(screen.getByRole('button', { name: 'English' }));
      await waitFor(() => expect(router.state.location.pathname).not.toBe(path));
      const { pathname } = router.state.location;
      expect(pathname).not.toMatch(/^[/\\]{2}/);
      expect(new URL(pathname, 'https://www.example.com').host).toBe('www.example.com');
    },
  );
});
