import type { Plan } from '../../content/types';
import { talk } from '../../content/generated/pricing-page';
import { Link } from '../../components/links';
import { contactDialogLink } from '../../components/contact-modal/contact-dialog-opener';
import { fillSlots } from '../../format/fill-slots';
import { talkMessage, talkPath } from '../../pricing/talk-to-us';

/**
 * "Talk to us" about a plan: a link to /contact?plan=<id>, whose page starts the
 * message naming the plan, so it works without JavaScript. Once the contact
 * dialog's island has hydrated, a plain click opens the dialog with the same
 * message instead (client/chrome/contact-links.ts).
 */
export function TalkToUsLink({ plan }: { plan: Plan }) {
  return (
    <Link to={talkPath(plan)} className="button button--ghost" {...contactDialogLink(talkMessage(plan))}>
      {talk.label}
      <span className="visually-hidden"> {fillSlots(talk.about, { plan: plan.title })}</span>
    </Link>
  );
}
