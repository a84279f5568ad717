import { escapeControls } from './escape-controls.server';

export interface MailField {
  label: string;
  value: string;
  /** A message keeps its line breaks; any other field is one line, whatever was typed. */
  multiline?: boolean;
}

/** Starts every line of a visitor's value; our own lines never do. */
export const quoteMark = '  |';

const lineBreak = /\r\n|\r|\n/;

function quoted(line: string): string {
  return line ? `${quoteMark} ${line}` : quoteMark;
}

/**
 * Fields a visitor filled in, as plain text no typed line can pass for ours:
 * each label on a line of its own at the margin, the value under it with
 * every line quoted, so "Email: boss@firm.example" typed into a message is
 * plainly inside the message. A one-line field stays one line, its breaks
 * shown as \r\n; a message keeps its lines and tabs (pasted tables). Every
 * other control character is shown escaped, as `npm run inbox` shows it.
 */
export function quotedFields(fields: readonly MailField[]): string {
  const lines: string[] = [];
  for (const field of fields) {
    lines.push(`${field.label}:`);
    if (field.multiline) for (const line of field.value.split(lineBreak)) lines.push(quoted(line.split('\t').map(escapeControls).join('\t')));
    else lines.push(quoted(escapeControls(field.value)));
  }
  return lines.join('\n');
}
