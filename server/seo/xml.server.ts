const entities: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Text safe inside XML elements and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => entities[c] ?? c);
}
