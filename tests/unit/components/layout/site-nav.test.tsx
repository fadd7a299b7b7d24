/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenuLinks } from '@/components/layout/mobile-menu-links';
import { SiteNav as Nav, type NavIcons, type NavLinks } from '@/components/layout/site-nav';
import { mainNav, navButtons } from '@/content/routes';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

beforeAll(() => {
  // jsdom has no layout; run rAF callbacks on the next tick.
  window.requestAnimationFrame = (cb: FrameRequestCallback) => window.setTimeout(() => cb(0), 0);
});

/** The server renders the nav's icons (SiteHeader); stand-ins show where the island puts them. */
const icons: NavIcons = {
  chevron: <span data-icon="chevron" />,
  menu: <span data-icon="menu" />,
  close: <span data-icon="close" />,
};

/** The nav's links as SiteHeader passes them. */
const links: NavLinks = { main: mainNav, review: navButtons.review, strategyCall: navButtons.strategyCall };

function SiteNav() {
  return <Nav icons={icons} links={links} mobileLinks={<MobileMenuLinks />} />;
}

function desktopNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('Who We Serve dropdown', () => {
  it('opens with ArrowDown, moves with arrows, closes with Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<SiteNav />);
    const trigger = within(desktopNav()).getByRole('button', { name: 'Who We Serve' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The chevron turns over through the button's group state (aria-expanded), not island code.
    expect(trigger).toHaveClass('group');
    expect(trigger.querySelector('[data-icon="chevron"]')).not.toBeNull();

    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await within(desktopNav()).findByRole('link', { name: 'Lawyers' });
    await new Promise((r) => setTimeout(r, 5));
    expect(within(desktopNav()).getByRole('link', { name: 'Lawyers' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(within(desktopNav()).getByRole('link', { name: 'Accountants' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(desktopNav()).getByRole('link', { name: 'Independent Creatives' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(desktopNav()).getByRole('link', { name: 'Lawyers' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(desktopNav()).getByRole('link', { name: 'Independent Creatives' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('toggles with Enter and closes when focus leaves it', async () => {
    const user = userEvent.setup();
    render(<SiteNav />);
    const trigger = within(desktopNav()).getByRole('button', { name: 'Who We Serve' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await user.tab(); // into the list
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab(); // past the last industry link
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page with aria-current, on the button and in the open list', async () => {
    const user = userEvent.setup();
    mockPathname = '/accountants';
    render(<SiteNav />);
    const button = within(desktopNav()).getByRole('button', { name: 'Who We Serve', hidden: true });
    expect(button).toHaveAttribute('data-active', 'true');
    await user.click(button);
    const link = within(desktopNav()).getByRole('link', { name: 'Accountants', hidden: true });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(within(desktopNav()).getByRole('link', { name: 'Lawyers', hidden: true })).not.toHaveAttribute('aria-current');
    mockPathname = '/';
  });
});

describe('mobile menu', () => {
  it('opens with focus on the first link, closes on Escape with focus back on the toggle', async () => {
    const user = userEvent.setup();
    render(<SiteNav />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'menu');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'close');
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Services' })).toHaveFocus();
    for (const name of ['Make Payment', 'Book Your Strategy Call', 'Free AI Website Review', 'Schedule a Strategy Call']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('while open, keeps Tab between the toggle and the panel and puts everything outside the header out of reach', async () => {
    const user = userEvent.setup();
    render(
      <>
        <a href="#main-content">Skip to main content</a>
        <header>
          <SiteNav />
        </header>
        <main id="main-content">
          <a href="/elsewhere">A link in the page</a>
        </main>
        <div data-testid="sticky">
          <a href="/contact">Sticky call to action</a>
        </div>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    const links = within(menu).getAllByRole('link');
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    // A frame after the panel shows (so the restyle does not hold up the tap's answer).
    await waitFor(() => {
      for (const behind of [skipLink, screen.getByRole('main'), screen.getByTestId('sticky')]) expect(behind.inert).toBe(true);
    });

    links.at(-1)!.focus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.tab({ shift: true });
    expect(links.at(-1)).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('main').inert).toBe(false);
    expect(screen.getByTestId('sticky').inert).toBe(false);
  });

  it('marks the current page in the panel (its links come from the server, which does not know the page)', async () => {
    mockPathname = '/lawyers';
    const user = userEvent.setup();
    render(<SiteNav />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Lawyers' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current');
    mockPathname = '/';
  });

  it('closes when a link is clicked', async () => {
    const user = userEvent.setup();
    render(<SiteNav />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: 'Make Payment' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
