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
  if (row.kind === 'contact') {
    return [
      { label: 'Name', value: row.name ?? '' },
      { label: 'Email', value: row.email },
      { label: 'Phone', value: row.phone ?? '' },
      { label: 'Message', value: row.body, multiline: true },
    ];
  }
  return [
    { label: 'Email', value: row.email },
    { label: 'Category', value: row.category ?? '' },
    { label: 'Subject', value: row.subject ?? '' },
    { label: 'Description', value: row.body, multiline: true },
  ];
}

/**
 * The e-mail for one stored submission. Nothing a visitor typed can add or
 * end a header (headerText, replyAddress) or pass for a line of ours in the
 * body (quotedFields). Its Message-ID is stable so a resend after a crash is
 * recognisable.
 */
export function composeMail(row: Submission, siteName: string, domain: string): MailContent {
  const what = row.kind === 'contact' ? `New contact message from ${row.name ?? ''}` : `Support query: ${row.subject ?? ''}`;
  // Two short lines, so a message of short lines goes as 7bit text, readable in the raw source too.
  const intro = `What the visitor typed is on the lines starting with "${quoteMark.trim()}".\nControl characters in it are shown as codes such as \\x1b.`;
  return {
    subject: headerText(`[${siteName}] ${what}`),
    text: `${intro}\n\n${quotedFields(fields(row))}\n\nReceived ${row.created_at} (submission #${row.id}).\n`,
    replyTo: replyAddress(row.email),
    messageId: `<submission-${row.id}-${row.created_at.replace(/[^0-9]/g, '')}@${domain}>`,
  };
}
