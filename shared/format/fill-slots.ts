/**
 * Copy that wraps a value the page computes ("Up to {amount}"): the words are
 * content, the value is the page's. Slots are {name}; fact tokens ({{…}}) were
 * filled when the content was compiled.
 */
export function fillSlots(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
