import { meeting } from '../../shared/content/generated/booking';
import { isPlaceholderOrigin, namesPlaceholderHost } from '../placeholder-identity.server';

/**
 * Where a call happens, as this site may say it: the content's link and phone,
 * but a placeholder link (meet.example.com) only on a developer's or a test's
 * origin, like the sample people (decision 0045). On a public SITE_URL it is
 * left out of every page, invitation and .ics, and the firm sends the room
 * itself; null when nothing is left to say.
 */
export function meetingFor(siteUrl: string): { link?: string; phone?: string } | null {
  const link = meeting.link && (isPlaceholderOrigin(siteUrl) || !namesPlaceholderHost(meeting.link)) ? meeting.link : undefined;
  const shown = { ...(link ? { link } : {}), ...(meeting.phone ? { phone: meeting.phone } : {}) };
  return shown.link || shown.phone ? shown : null;
}
