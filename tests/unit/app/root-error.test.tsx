import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createRoutes } from '@/app/router';
import { logger } from '@/lib/log';
import { useKioskStore } from '@/stores/kiosk-store';

function Broken(): never {
  throw new Error('the layout broke');
}

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
});
