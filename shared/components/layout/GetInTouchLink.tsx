import { Link } from 'react-router';

/** Get in Touch: a real link to the contact page, so it works before (and without) JavaScript. */
export function GetInTouchLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link to="/contact" className={className} onClick={onNavigate}>
      Get in Touch
    </Link>
  );
}
