// The sticky top bar of the public site: brand, section anchors, Log In / Sign Up Free, and a
// toggled menu at phone width. On the landing page the anchors scroll in place; elsewhere they lead
// back to the landing page's sections.
//
// The phone menu is a popover the toggle opens by itself (`popovertarget`), so it works from the
// first paint of the server-rendered page: a tap before the scripts have loaded and hydrated opens
// it, and Escape or a tap outside closes it, all without JavaScript. Once hydrated, React follows
// the popover's state (its toggle event) for aria-expanded and the icon, and closes it when a link
// or button in it is used. Browsers without popovers get the same menu from React's state alone.
import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { BrandLogo } from './brand-logo';
import './site-header.css';

export const LANDING_SECTIONS = [
  { id: 'features', label: 'Features' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'pricing', label: 'Pricing' },
] as const;

export interface SiteHeaderProps {
  /** True on the landing page itself, where the section anchors are plain `#id` links. */
  onLandingPage?: boolean;
}

export function SiteHeader({ onLandingPage = false }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const { user } = useSession();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    if (menuRef.current) hidePopover(menuRef.current);
  }, []);

  // The popover drives the state: opened before hydration, or by the toggle, light dismiss, Escape.
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu || !supportsPopover(menu)) return;
    const onToggle = () => setMenuOpen(menu.matches(':popover-open'));
    onToggle();
    menu.addEventListener('toggle', onToggle);
    // Widening the window past the phone layout shows the menu inline: an open popover would stay
    // in the top layer over the page.
    const wide = window.matchMedia(`(min-width: ${PHONE_MENU_MAX_WIDTH + 1}px)`);
    const onWide = () => {
      if (wide.matches) hidePopover(menu);
    };
    wide.addEventListener('change', onWide);
    return () => {
      menu.removeEventListener('toggle', onToggle);
      wide.removeEventListener('change', onWide);
    };
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeMenu();
        toggleRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeMenu();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen, closeMenu]);

  return (
    <header
      ref={headerRef}
      className="site-header"
      data-scrolled={scrolled || menuOpen}
      data-menu-open={menuOpen}
    >
      <div className="container site-header__bar">
        <Link to="/" className="site-header__brand" aria-label="Confetti home" onClick={closeMenu}>
          <BrandLogo />
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          aria-label="Menu"
          popoverTarget="site-menu"
          onClick={() => {
            // With popovers, the browser has already toggled the menu (see the toggle event).
            if (!menuRef.current || !supportsPopover(menuRef.current)) setMenuOpen((open) => !open);
          }}
        >
          {menuOpen ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
        </button>

        <div id="site-menu" ref={menuRef} className="site-header__menu" data-open={menuOpen} popover="auto">
          <nav aria-label="Main" className="site-header__nav">
            <ul>
              {LANDING_SECTIONS.map((section) => (
                <li key={section.id}>
                  {onLandingPage ? (
                    <a href={`#${section.id}`} onClick={closeMenu}>
                      {section.label}
                    </a>
                  ) : (
                    <Link to={{ pathname: '/', hash: `#${section.id}` }} onClick={closeMenu}>
                      {section.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__actions">
            {user ? (
              <Link to="/app" className="btn btn--primary" onClick={closeMenu}>
                Open Your Planner
              </Link>
            ) : (
              <>
                {/* Links, not buttons that navigate: they work before the scripts load, and without them. */}
                <Link to="/auth?mode=login" className="btn btn--ghost" onClick={closeMenu}>
                  Log In
                </Link>
                <Link to="/auth?mode=signup" className="btn btn--primary" onClick={closeMenu}>
                  Sign Up Free
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}

/** The widest viewport with the phone menu; site-header.css has the same breakpoint. */
const PHONE_MENU_MAX_WIDTH = 860;

function supportsPopover(element: HTMLElement): boolean {
  return typeof element.showPopover === 'function';
}

function hidePopover(element: HTMLElement) {
  if (supportsPopover(element) && element.matches(':popover-open')) element.hidePopover();
}
