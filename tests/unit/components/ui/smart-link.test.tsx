import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SmartLink } from '@/components/ui/smart-link';
import { site } from '@/config/site';
import { useKioskStore } from '@/stores/kiosk-store';
import { hydrateServerMarkup } from '../../support/hydrate';

function renderLink(href: string) {
  const router = createMemoryRouter([{ path: '*', element: <SmartLink href={href}>Go</SmartLink> }]);
  render(<RouterProvider router={router} />);
  return screen.queryByRole('link');
}

describe('SmartLink', () => {
  it('renders a same-site path as a router link in the same window', () => {
    const link = renderLink('/announcements?category=industry-policy');
    expect(link).toHaveAttribute('href', '/announcements?category=industry-policy');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens another site in a new window with noopener noreferrer, and says so', () => {
    const link = renderLink('https://medium.com/@group');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Go (opens in a new window)');
  });

  it('leaves mail links in the same window for the mail client', () => {
    const link = renderLink('mailto:ir@example.com');
    expect(link).toHaveAttribute('href', 'mailto:ir@example.com');
    expect(link).not.toHaveAttribute('target');
  });

  it('renders a javascript: link as plain text', () => {
    expect(renderLink('javascript:alert(1)')).toBeNull();
    expect(screen.getByText('Go')).toBeInTheDocument();
  });

  it('renders a same-site path that normalises to another host as plain text', () => {
    for (const href of ['/.//evil.example', '/zh//evil.example', '/zh/\\evil.example', '/a/../..//evil.example']) {
      expect(renderLink(href), href).toBeNull();
      expect(screen.getByText('Go')).toBeInTheDocument();
      cleanup();
    }
  });

  it('hydrates an absolute link to the public site as the server rendered it, then judges it from this page', () => {
    // The tests' page is not the public site: the server's same-site link leaves the site here.
    expect(window.location.origin).not.toBe(site.origin);
    const page = (
      <MemoryRouter>
        <SmartLink href={`${site.origin}/careers`}>Careers</SmartLink>
      </MemoryRouter>
    );
    const { serverHtml, unmount } = hydrateServerMarkup(page);
    expect(serverHtml).toContain('href="/careers"');
    const link = screen.getByRole('link', { name: 'Careers (opens in a new window)' });
    expect(link).toHaveAttribute('href', `${site.origin}/careers`);
    expect(link).toHaveAttribute('target', '_blank');
    unmount();
  });

  it('hydrates links whose kind no origin changes without rendering them again', () => {
    const phases = vi.fn<(phase: string) => void>();
    const links = (...hrefs: string[]) => (
      <MemoryRouter>
        <Profiler id="links" onRender={(_id, phase) => phases(phase)}>
          {hrefs.map((href) => (
            <SmartLink key={href} href={href}>
              {href}
            </SmartLink>
          ))}
        </Profiler>
      </MemoryRouter>
    );
    const relative = hydrateServerMarkup(links('/careers', 'https://example.com/', 'mailto:ir@example.com'));
    expect(phases.mock.calls).toEqual([['mount']]);
    relative.unmount();
    phases.mockClear();
    // An absolute link to the public site is another kind on this page: that one renders again.
    const absolute = hydrateServerMarkup(links('/careers', `${site.origin}/careers`));
    expect(phases.mock.calls).toEqual([['mount'], ['update']]);
    absolute.unmount();
  });

  describe('in a kiosk', () => {
    it('offers a same-site file (a PDF, a calendar) as its public address in the QR panel, without loading it', () => {
      useKioskStore.setState({ enabled: true, linkMode: 'qr' });
      const link = renderLink('/documents/reports/annual-2025-en.pdf');
      expect(link).toHaveAttribute('href', `${site.origin}/documents/reports/annual-2025-en.pdf`);
      expect(fireEvent.click(link as HTMLElement)).toBe(false);
      expect(useKioskStore.getState().pendingLink).toBe(`${site.origin}/documents/reports/annual-2025-en.pdf`);
    });

    it('still routes a screen of the site in the kiosk window', () => {
      useKioskStore.setState({ enabled: true, linkMode: 'qr' });
      fireEvent.click(renderLink('/investors/reports') as HTMLElement);
      expect(useKioskStore.getState().pendingLink).toBeUndefined();
    });
  });
});
