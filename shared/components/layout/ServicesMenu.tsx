import { usePageLocation } from '../../page';
import { Link } from '../links';
import { serviceLinks, toolsLink } from './nav-links';
import { header } from '../../content/generated/site';

/**
 * The Services dropdown: a <details>, so it opens and closes without JavaScript. Its markup only: what it does
 * with JavaScript (hover, arrow keys, Escape, closing on a press outside) is client/chrome/services-menu.ts,
 * plain DOM code that needs no React.
 */
export function ServicesMenu() {
  const { pathname } = usePageLocation();
  const isActive = [...serviceLinks, toolsLink].some((link) => link.to === pathname);

  return (
    <details className="services-menu">
      <summary className={`nav-link services-menu__button${isActive ? ' is-active' : ''}`}>
        {header.services}
        <svg className="chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </summary>
      <ul className="services-menu__list">
        {serviceLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="services-menu__link" aria-current={pathname === link.to ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
        <li className="services-menu__more">
          <Link to={toolsLink.to} className="services-menu__link services-menu__link--tools" aria-current={pathname === toolsLink.to ? 'page' : undefined}>
            {toolsLink.label}
          </Link>
        </li>
      </ul>
    </details>
  );
}
