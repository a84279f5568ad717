import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation } from './hooks';

/** react-router's props that are instructions to its navigation, never attributes of the <a>. */
interface RouterLinkProps {
  to: string;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  reloadDocument?: boolean;
  relative?: string;
  viewTransition?: boolean;
  discover?: string;
  prefetch?: string;
}

export type LinkProps = RouterLinkProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { onClick?: (event: MouseEvent<HTMLAnchorElement>) => void };

const absoluteUrl = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A plain link that the browser follows: the next page arrives complete from the server. */
export function Link({ to, replace, state, preventScrollReset, reloadDocument, relative, viewTransition, discover, prefetch, ...rest }: LinkProps) {
  // The same attributes react-router renders on the server, so hydration finds what it expects.
  return <a {...rest} href={to} data-discover={absoluteUrl.test(to) ? undefined : 'true'} />;
}

export type NavLinkProps = Omit<LinkProps, 'className'> & { className?: string; end?: boolean; caseSensitive?: boolean };

/** react-router's rule: the path itself, or (without `end`) anything below it. */
function isActivePath(locationPath: string, to: string, end: boolean, caseSensitive: boolean): boolean {
  const target = caseSensitive ? to.split(/[?#]/)[0] : to.split(/[?#]/)[0].toLowerCase();
  const current = caseSensitive ? locationPath : locationPath.toLowerCase();
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === '/');
}

export function NavLink({ end = false, caseSensitive = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, rest.to, end, caseSensitive);
  return <Link aria-current={active ? 'page' : undefined} {...rest} className={[className, active ? 'active' : null].filter(Boolean).join(' ')} />;
}
