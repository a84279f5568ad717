import type { Submission } from '../storage/message-store.server';

export interface MailContent {
  subject: string;
  text: string;
  replyTo: string;
  messageId: string;
}

/** The e-mail for one stored submission; its Message-ID is stable so a resend after a crash is recognisable. */
export function composeMail(row: Submission, siteName: string, domain: string): MailContent {
  const lines =
    row.kind === 'contact'
      ? [`Name: ${row.name ?? ''}`, `Email: ${row.email}`, `Phone: ${row.phone ?? ''}`, '', row.body]
      : [`Email: ${row.email}`, `Category: ${row.category ?? ''}`, `Subject: ${row.subject ?? ''}`, '', row.body];
  return {
    subject: row.kind === 'contact' ? `[${siteName}] New contact message from ${row.name ?? ''}` : `[${siteName}] Support query: ${row.subject ?? ''}`,
    text: `${lines.join('\n')}\n\nReceived ${row.created_at} (submission #${row.id}).\n`,
    replyTo: row.email,
    messageId: `<submission-${row.id}-${row.created_at.replace(/[^0-9]/g, '')}@${domain}>`,
  };
}
