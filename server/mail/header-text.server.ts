import { controlCharacters } from './escape-controls.server';

/**
 * Visitor text made fit for a header such as the Subject: each control
 * character becomes a space and runs of spaces one, so nothing typed can end
 * the header, start another, ring a bell or reorder the inbox's subject line.
 * A header is one line of prose, where an escape shown as \x1b would be noise;
 * the body keeps the exact text, escaped. Non-ASCII stays: nodemailer writes
 * it as RFC 2047 encoded words.
 */
export function headerText(text: string): string {
  return text.replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim();
}
