// The sticky top bar of the public site: brand, section anchors, Log In / Sign Up Free, and a
// toggled menu at phone width. On the landing page the anchors scroll in place; elsewhere they lead
// back to the landing page's sections.
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
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
  const navigate = useNavigate();
  const { user } = useSession();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);
  const openAuth = (mode: 'login' | 'signup') => {
    closeMenu();
    navigate(`/auth?mode=${mode}`);
  };

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
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
        </button>

        <div id="site-menu" className="site-header__menu" data-open={menuOpen}>
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
                <button type="button" className="btn btn--ghost" onClick={() => openAuth('login')}>
                  Log In
                </button>
                <button type="button" className="btn btn--primary" onClick={() => openAuth('signup')}>
                  Sign Up Free
                </button>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
