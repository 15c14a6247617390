import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createRoutes } from '@/app/router';
import { logger } from '@/lib/log';
import { useKioskStore } from '@/stores/kiosk-store';
import { withModalDialogs } from '../support/modal-dialog';

function Broken(): never {
  throw new Error('the layout broke');
}

/** A layout that fails on one path only, as a panel failing for one link would. */
function BrokenOn({ path }: { path: string }) {
  if (useLocation().pathname === path) throw new Error(`the layout broke on ${path}`);
  return <Outlet />;
}

withModalDialogs();

describe('the root route', () => {
  it("shows its error screen, not react-router's default page, when the layout itself fails, and clears a kiosk panel", async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useKioskStore.setState({ pendingLink: 'https://example.com/' });
    const [root] = createRoutes();
    if (!root?.errorElement) throw new Error('the root route has no error element');
    const router = createMemoryRouter([
      {
        path: '/',
        element: <Broken />,
        errorElement: root.errorElement,
        children: [{ index: true, element: <Outlet /> }],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(useKioskStore.getState().pendingLink).toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith('The page failed', expect.any(Error));
  });

  it('keeps the kiosk layer alive: Start over takes the next visitor from the error to the start screen at the start path', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    useKioskStore.setState({ enabled: true, startPath: '/careers', startScreen: false });
    const [root] = createRoutes();
    if (!root?.errorElement) throw new Error('the root route has no error element');
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <BrokenOn path="/investors" />,
          errorElement: root.errorElement,
          children: [
            { index: true, element: <h1>Home</h1> },
            { path: 'careers', element: <h1>Careers</h1> },
            { path: 'investors', element: <h1>Investors</h1> },
          ],
        },
      ],
      { initialEntries: ['/investors'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    const bar = await screen.findByRole('navigation', { name: 'Language and start over' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Start over' }));
    // The idle reset runs the same reset: the configured start path, the start screen over it.
    expect(router.state.location.pathname).toBe('/careers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    expect(useKioskStore.getState().startScreen).toBe(true);
  });
});
