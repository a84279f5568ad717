import { Link } from '../links';
import { contactDialogLink } from '../contact-modal/contact-dialog-opener';
import { paths } from '../../site-paths';
import { actions } from '../../content/generated/site';

/**
 * Get in Touch: a real link to the contact page, so it works before (and without) JavaScript.
 * Once the contact dialog's island has hydrated, a plain click opens the dialog instead (client/chrome/contact-links.ts);
 * a modified click still opens the page.
 */
export function GetInTouchLink({ className }: { className?: string }) {
  return (
    <Link to={paths.contact} className={className} {...contactDialogLink()}>
      {actions.getInTouch}
    </Link>
  );
}
