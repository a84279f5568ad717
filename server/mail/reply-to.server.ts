import * as z from 'zod/mini';
import { fieldMaxLength } from '../../shared/forms/schemas';

/**
 * The visitor's address as the Reply-To, only when it is one plain address
 * by the form's own rule (the browser's type=email pattern): no list, no
 * display name, no quotes, spaces or line breaks. The form already refuses
 * anything else; this also holds for a row stored some other way (an older
 * release, an insert by hand), which then gets no Reply-To rather than one
 * nodemailer would parse into several addresses. Given as an address object,
 * so nodemailer writes it as it is instead of parsing it again.
 */
export function replyAddress(email: string): { name: ''; address: string } | undefined {
  return email.length <= fieldMaxLength.email && z.regexes.html5Email.test(email) ? { name: '', address: email } : undefined;
}
