import { planById, talkMessage } from '../../pricing/talk-to-us';

/** /contact?plan=<id>, where "Talk to us" goes without JavaScript: the message starts naming the plan. Any other value names nothing. */
export function contactPrefill(query: URLSearchParams): { comment: string } | undefined {
  const plan = planById(query.get('plan'));
  return plan ? { comment: talkMessage(plan) } : undefined;
}
