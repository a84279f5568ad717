import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useContactModal } from '../contact-modal/ContactModalProvider';

/**
 * Get in Touch: a real link to the contact page, so it works before (and without) JavaScript.
 * Inside a ContactModalProvider a plain click opens the contact modal instead; a modified click still opens the page.
 */
export function GetInTouchLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const modal = useContactModal();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (!modal || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    modal.open(event.currentTarget);
  };
  return (
    <Link to="/contact" className={className} onClick={onClick} onPointerEnter={modal?.preload} onFocus={modal?.preload}>
      Get in Touch
    </Link>
  );
}
