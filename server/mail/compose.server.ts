import { mail as mailCopy } from '../../shared/content/generated/forms';
import { fillSlots } from '../../shared/format/fill-slots';
import type { Submission } from '../storage/message-store.server';
import { headerText } from './header-text.server';
import { quoteMark, quotedFields, type MailField } from './quoted-fields.server';
import { replyAddress } from './reply-to.server';

export interface MailContent {
  subject: string;
  text: string;
  replyTo?: { name: ''; address: string };
  messageId: string;
}

function fields(row: Submission): MailField[] {
  const { labels } = mailCopy;
  if (row.kind === 'contact') {
    return [
      { label: labels.name, value: row.name ?? '' },
      { label: labels.email, value: row.email },
      { label: labels.phone, value: row.phone ?? '' },
      { label: labels.message, value: row.body, multiline: true },
    ];
  }
  return [
    { label: labels.email, value: row.email },
    { label: labels.category, value: row.category ?? '' },
    { label: labels.subject, value: row.subject ?? '' },
    { label: labels.description, value: row.body, multiline: true },
  ];
}

/**
 * The e-mail for one stored submission. Nothing a visitor typed can add or
 * end a header (headerText, replyAddress) or pass for a line of ours in the
 * body (quotedFields). Its Message-ID is stable so a resend after a crash is
 * recognisable.
 */
export function composeMail(row: Submission, siteName: string, domain: string): MailContent {
  const what = row.kind === 'contact' ? fillSlots(mailCopy.contactSubject, { name: row.name ?? '' }) : fillSlots(mailCopy.querySubject, { subject: row.subject ?? '' });
  const intro = fillSlots(mailCopy.intro, { mark: quoteMark.trim() });
  return {
    subject: headerText(`[${siteName}] ${what}`),
    text: `${intro}\n\n${quotedFields(fields(row))}\n\n${fillSlots(mailCopy.received, { time: row.created_at, id: String(row.id) })}\n`,
    replyTo: replyAddress(row.email),
    messageId: `<submission-${row.id}-${row.created_at.replace(/[^0-9]/g, '')}@${domain}>`,
  };
}
