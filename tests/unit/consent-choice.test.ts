import { consentStorageKey, readChoice, saveChoice, sixMonthsAfter } from '../../shared/consent/consent-choice';

/** A Map behind the two Storage methods the choice uses. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const refusing = {
  getItem(): string | null {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('the analytics answer is kept for six months', () => {
  it.each([
    ['2026-01-15T10:00:00Z', '2026-07-15T10:00:00Z'],
    ['2026-08-31T23:30:00Z', '2027-02-28T23:30:00Z'],
    ['2027-08-31T00:00:00Z', '2028-02-29T00:00:00Z'],
    ['2026-12-31T12:00:00Z', '2027-06-30T12:00:00Z'],
  ])('six calendar months after %s is %s', (from, to) => {
    expect(sixMonthsAfter(new Date(from)).toISOString()).toBe(new Date(to).toISOString());
  });

  it('holds until six months have passed, then asks again', () => {
    const storage = memoryStorage();
    const now = new Date('2026-03-10T09:00:00Z');
    saveChoice(storage, 'granted', now);
    expect(JSON.parse(storage.items.get(consentStorageKey)!)).toEqual({ choice: 'granted', expires: Date.parse('2026-09-10T09:00:00Z') });
    expect(readChoice(storage, now)).toBe('granted');
    expect(readChoice(storage, new Date('2026-09-10T08:59:59Z'))).toBe('granted');
    expect(readChoice(storage, new Date('2026-09-10T09:00:00Z'))).toBeNull();
  });

  it('a refusal is kept the same way', () => {
    const storage = memoryStorage();
    saveChoice(storage, 'denied', new Date('2026-03-10T09:00:00Z'));
    expect(readChoice(storage, new Date('2026-05-01T00:00:00Z'))).toBe('denied');
  });

  it.each(['not json', '{"choice":"granted"}', '{"choice":"maybe","expires":9e15}', '"granted"', 'null'])('an unreadable entry (%s) asks again', (raw) => {
    const storage = memoryStorage();
    storage.items.set(consentStorageKey, raw);
    expect(readChoice(storage, new Date())).toBeNull();
  });

  it('a browser that forbids storage asks on every page, and saving there does not throw', () => {
    expect(readChoice(refusing, new Date())).toBeNull();
    expect(readChoice(null, new Date())).toBeNull();
    expect(() => saveChoice(refusing, 'granted', new Date())).not.toThrow();
    expect(() => saveChoice(null, 'granted', new Date())).not.toThrow();
  });
});
