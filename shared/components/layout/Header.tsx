import { usePublicConfig } from '../../public-config';
import { Link, NavLink } from '../links';
import { Logo } from './Logo';
import { primaryLinks } from './nav-links';
import { ServicesMenu } from './ServicesMenu';
import { GetInTouchLink } from './GetInTouchLink';
import { paths } from '../../site-paths';
import { footer, header, pageNames } from '../../content/generated/site';
import { fillSlots } from '../../format/fill-slots';

const navId = 'site-nav';

/**
 * Site header: primary navigation, the Services dropdown, Get in Touch and Login.
 * On phones and tablets the navigation is a popover opened by Menu: the browser
 * opens and closes it without JavaScript, puts it in the top layer (so no
 * ancestor's filter or transform can clip it) and closes it on Escape; the rest
 * (focus, closing on a followed link) is client/chrome/phone-menu.ts, which needs no React.
 */
export function Header() {
  const config = usePublicConfig();

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="brand" aria-label={fillSlots(footer.home, { siteName: config.siteName })}>
          <Logo />
          <span className="brand__name">{config.siteName}</span>
        </Link>
        <button id="menu-toggle" type="button" className="menu-toggle" popoverTarget={navId}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{header.menu}</span>
        </button>
        <nav id={navId} popover="auto" aria-label={header.navigation} className="site-nav">
          <div className="site-nav__mobile-head">
            <span className="brand__name">{config.siteName}</span>
            <button type="button" className="menu-close" popoverTarget={navId} popoverTargetAction="hide" aria-label={header.closeMenu}>
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <ul className="site-nav__list">
            <li>
              <NavLink to="/" end className="nav-link">
                {pageNames.home}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.pricing} className="nav-link">
                {pageNames.pricing}
              </NavLink>
            </li>
            <li>
              <ServicesMenu />
            </li>
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="nav-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="site-nav__actions">
            <GetInTouchLink className="button button--primary" />
            <a className="button button--ghost" href={`${config.appOrigin}/login`}>
              {header.login}
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}
