import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../links';
import { usePublicConfig } from '../../public-config';
import { Logo } from './Logo';
import { primaryLinks } from './nav-links';
import { ServicesMenu } from './ServicesMenu';
import { GetInTouchLink } from './GetInTouchLink';

/** Site header: primary navigation, the Services dropdown, Get in Touch and Login; a collapsible menu on phones. */
export function Header() {
  const config = usePublicConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setMenuOpen(false);

  useEffect(close, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        document.getElementById('menu-toggle')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="brand" aria-label={`${config.siteName} home`} onClick={close}>
          <Logo />
          <span className="brand__name">{config.siteName}</span>
        </Link>
        <button
          id="menu-toggle"
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>Menu</span>
        </button>
        <nav id="site-nav" aria-label="Main" className={`site-nav${menuOpen ? ' is-open' : ''}`}>
          <div className="site-nav__mobile-head">
            <span className="brand__name">{config.siteName}</span>
            <button type="button" className="menu-close" onClick={close} aria-label="Close menu">
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <ul className="site-nav__list">
            <li>
              <NavLink to="/" end className="nav-link" onClick={close}>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/pricing" className="nav-link" onClick={close}>
                Pricing
              </NavLink>
            </li>
            <li>
              <ServicesMenu onNavigate={close} />
            </li>
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="nav-link" onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="site-nav__actions">
            <GetInTouchLink className="button button--primary" onNavigate={close} />
            <a className="button button--ghost" href={`${config.appOrigin}/login`}>
              Login
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}
