import type { MouseEvent } from 'react';
import { isPlainClick, Link } from '../links';
import { useContactModal } from '../contact-modal/ContactModalProvider';
import { paths } from '../../site-paths';
import { actions } from '../../content/generated/site';

/**
 * Get in Touch: a real link to the contact page, so it works before (and without) JavaScript.
 * Once the page has a ContactModalProvider, a plain click opens the contact modal instead; a modified click still opens the page.
 */
export function GetInTouchLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const contactModal = useContactModal();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    const modal = contactModal();
    if (!modal || !isPlainClick(event)) return;
    event.preventDefault();
    modal.open(event.currentTarget);
  };
  const preload = () => contactModal()?.preload();
  return (
    <Link to={paths.contact} className={className} onClick={onClick} onPointerEnter={preload} onFocus={preload}>
      {actions.getInTouch}
    </Link>
  );
}
