import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SmartLink } from '@/components/ui/smart-link';

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
});
