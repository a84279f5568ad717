import type { MouseEvent } from 'react';
import type { Plan } from '../../content/types';
import { talk } from '../../content/generated/pricing-page';
import { isPlainClick, Link } from '../../components/links';
import { useContactModal } from '../../components/contact-modal/ContactModalProvider';
import { fillSlots } from '../../format/fill-slots';
import { talkMessage, talkPath } from '../../pricing/talk-to-us';

/**
 * "Talk to us" about a plan: a link to /contact?plan=<id>, whose page starts the
 * message naming the plan, so it works without JavaScript. Once the page has a
 * ContactModalProvider, a plain click opens the Get in Touch dialog with the
 * same message instead.
 */
export function TalkToUsLink({ plan }: { plan: Plan }) {
  const contactModal = useContactModal();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const modal = contactModal();
    if (!modal || !isPlainClick(event)) return;
    event.preventDefault();
    modal.open(event.currentTarget, { comment: talkMessage(plan) });
  };
  const preload = () => contactModal()?.preload();
  return (
    <Link to={talkPath(plan)} className="button button--ghost" onClick={onClick} onPointerEnter={preload} onFocus={preload}>
      {talk.label}
      <span className="visually-hidden"> {fillSlots(talk.about, { plan: plan.title })}</span>
    </Link>
  );
}
