import { jsonForScript } from '../../shared/components/HeadTags';

describe('JSON inside a script element', () => {
  it('cannot close the element, open a comment or break a line, and parses back to the same value', () => {
    const value = { html: '</script><script>alert(1)</script><!-- & -->', lines: 'a\u2028b\u2029c', plain: 'Tax & books' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });
});
