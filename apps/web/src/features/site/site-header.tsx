// The sticky top bar of the public site: brand, section anchors, Log In / Sign Up Free, and a
// toggled menu at phone width. On the landing page the anchors scroll in place; elsewhere they lead
// back to the landing page's sections.
//
// The phone menu is a popover the toggle opens by itself (lib/popover.ts), so a tap before the
// scripts have loaded opens it. Once hydrated, React follows its state for aria-expanded and the
// icon, and closes it when a link or button in it is used.
import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePopoverOpen } from '../../lib/popover';
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
  const [scrolled, setScrolled] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const {
    open: menuOpen,
    expanded: menuExpanded,
    setOpen: setMenuOpen,
    onButtonClick: toggleMenu,
  } = usePopoverOpen(menuRef, `(min-width: ${PHONE_MENU_MAX_WIDTH + 1}px)`);
  const { user } = useSession();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const closeMenu = useCallback(() => setMenuOpen(false), [setMenuOpen]);

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
          aria-expanded={menuExpanded}
          aria-controls="site-menu"
          aria-label="Menu"
          popoverTarget="site-menu"
          onClick={toggleMenu}
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
