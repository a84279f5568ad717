import type { AnchorHTMLAttributes } from 'react';
import { usePageLocation } from '../page';

/** `to` is a path on this site (from site-paths.ts, which reads the route table): links never depend on the route they sit in. */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link to another page of the site. Pages are documents the server renders
 * and the browser loads (prefetched on hover, see speculation-rules.server.ts),
 * so a plain <a> is all a link needs, on both sides.
 */
export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <a {...rest} href={to}>
      {children}
    </a>
  );
}

export type NavLinkProps = Omit<LinkProps, 'className'> & { className?: string; end?: boolean };

/** The link's own page, or (without `end`) any page below it, case-insensitively as react-router matches. */
function isCurrent(locationPath: string, to: string, end: boolean): boolean {
  const [path = ''] = to.split(/[?#]/);
  const target = path.toLowerCase().replace(/(.)\/$/, '$1');
  const current = locationPath.toLowerCase();
  return current === target || (!end && current.startsWith(target) && current.charAt(target.length) === '/');
}

/** A menu link that marks the current section: aria-current="page" and the "active" class. */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const current = isCurrent(usePageLocation().pathname, rest.to, end);
  return <Link aria-current={current ? 'page' : undefined} {...rest} className={[className, current ? 'active' : null].filter(Boolean).join(' ')} />;
}

export { isPlainClick } from './plain-click';
