import { Link } from '../links';
import { usePublicConfig } from '../../public-config';
import { footerColumns } from './nav-links';
import { socialLinks } from './social-links';
import { Logo } from './Logo';
import { CookieSettingsItem } from '../consent/CookieSettingsItem';
import { footer } from '../../content/generated/site';
import { fillSlots } from '../../format/fill-slots';

export function Footer() {
  const config = usePublicConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Link to="/" className="brand brand--light" aria-label={fillSlots(footer.home, { siteName: config.siteName })}>
            <Logo />
            <span className="brand__name">{config.siteName}</span>
          </Link>
          <p>{footer.tagline}</p>
          <p>
            <a className="site-footer__email" href={`mailto:${config.contactEmail}`}>
              {config.contactEmail}
            </a>
          </p>
          <ul className="social-links">
            {socialLinks.map(({ key, label }) => (
              <li key={key}>
                <a href={config.socials[key]} rel="noopener" aria-label={fillSlots(footer.social, { siteName: config.siteName, network: label })}>
                  <img src={`/images/social/${key}.svg`} width="20" height="20" alt="" loading="lazy" decoding="async" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading} className="site-footer__column">
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
              {'cookieSettings' in column && config.gaMeasurementId ? <CookieSettingsItem /> : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__legal">
        <p>{fillSlots(footer.rights, { year: String(year), siteName: config.siteName })}</p>
      </div>
    </footer>
  );
}
