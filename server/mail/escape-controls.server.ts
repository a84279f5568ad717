// C0 controls and DEL, C1 controls (together Unicode's Cc) (0x9B alone starts an escape sequence on many terminals),
// the line and paragraph separators, and the bidirectional marks, overrides and isolates that reorder what follows.
// Global: for replace() only (a global regex's test() moves on from its last match).
export const controlCharacters = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Text a visitor typed, made safe to show in a terminal or a plain-text
 * e-mail: every control character becomes visible (\r, \n, \t, \x1b,
 * \u202e), so a message cannot forge lines of the listing or the mail, clear
 * the screen, retitle the window or reverse the text after it.
 */
export function escapeControls(text: string): string {
  return text.replace(controlCharacters, (c) => {
    if (c === '\r') return '\\r';
    if (c === '\n') return '\\n';
    if (c === '\t') return '\\t';
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
