import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllDrafts, clearDraft, readDraft, writeDraft } from '../src/lib/form-draft';
import { fieldOrder, sortByOrder } from '../src/lib/form-errors';
import { clearSession, saveSession } from '../src/lib/session';

/** The tab's storage, with the key listing the draft sweep needs. */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (index: number) => [...this.items.keys()][index] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const FIELDS = ['thaiIDNumber', 'birthdate', 'resPhoneNumber'] as const;

describe('form drafts (sessionStorage, per user)', () => {
  let session: MemoryStorage;
  beforeEach(() => {
    session = new MemoryStorage();
    vi.stubGlobal('sessionStorage', session);
    vi.stubGlobal('localStorage', new MemoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives back what was written, for that user only', () => {
    writeDraft('detailInfo', 7, { thaiIDNumber: '1101700230708', birthdate: '1990-01-02' }, { house: true });
    expect(readDraft('detailInfo', 7, FIELDS)).toEqual({
      values: { thaiIDNumber: '1101700230708', birthdate: '1990-01-02' },
      extra: { house: true },
    });
    expect(readDraft('detailInfo', 8, FIELDS)).toBeNull();
    expect(readDraft('companyFile', 7, FIELDS)).toBeNull();
  });

  it('keeps text only: files and other values are never stored', () => {
    const file = { name: 'id.jpg', size: 3 };
    writeDraft('companyFile', 7, { resPhoneNumber: '0812345678', companyDocument1Private: file, count: 3 });
    const raw = session.getItem('formDraft:companyFile:7') ?? '';
    expect(raw).not.toContain('id.jpg');
    expect(JSON.parse(raw).values).toEqual({ resPhoneNumber: '0812345678' });
  });

  it('ignores unknown fields, non-text values and broken JSON left in storage', () => {
    session.setItem(
      'formDraft:detailInfo:7',
      JSON.stringify({ values: { birthdate: 5, evil: 'x', thaiIDNumber: '1' }, extra: { house: 'yes' } }),
    );
    expect(readDraft('detailInfo', 7, FIELDS)).toEqual({ values: { thaiIDNumber: '1' }, extra: {} });
    session.setItem('formDraft:detailInfo:7', '{not json');
    expect(readDraft('detailInfo', 7, FIELDS)).toBeNull();
    session.setItem('formDraft:detailInfo:7', JSON.stringify({ values: ['a'] }));
    expect(readDraft('detailInfo', 7, FIELDS)).toBeNull();
  });

  it('clears one draft on submit and every draft when the session ends, leaving other keys alone', () => {
    writeDraft('detailInfo', 7, { birthdate: '1990-01-02' });
    writeDraft('companyFile', 7, { resPhoneNumber: '0812345678' });
    session.setItem('somethingElse', 'kept');
    clearDraft('detailInfo', 7);
    expect(readDraft('detailInfo', 7, FIELDS)).toBeNull();
    expect(readDraft('companyFile', 7, FIELDS)).not.toBeNull();

    writeDraft('detailInfo', 9, { birthdate: '1990-01-02' });
    clearAllDrafts();
    expect(session.length).toBe(1);
    expect(session.getItem('somethingElse')).toBe('kept');
  });

  it('ends with the session: signing out (clearSession) forgets the drafts', () => {
    saveSession({ user: { username: 'somchai', email: 's@example.com' }, accessToken: 'a', refreshToken: 'r' });
    writeDraft('detailInfo', 7, { birthdate: '1990-01-02' });
    clearSession();
    expect(readDraft('detailInfo', 7, FIELDS)).toBeNull();
  });

  it('works without storage (refused by the browser)', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(() => writeDraft('detailInfo', 7, { birthdate: '1990-01-02' })).not.toThrow();
    expect(readDraft('detailInfo', 7, FIELDS)).toBeNull();
    expect(() => clearAllDrafts()).not.toThrow();
  });
});

/** A DOM-like tree: elements in document order, as querySelectorAll answers. */
const tree = (attributes: Array<Record<string, string>>) => ({
  querySelectorAll: () => attributes.map((attrs) => ({ getAttribute: (name: string) => attrs[name] ?? null })),
});

describe('the first error follows the screen, not the registration order', () => {
  it('reads the names in document order, once each, custom inputs by data-field', () => {
    const root = tree([
      { name: 'thaiIDNumber' },
      { 'data-field': 'thaiIDCountry' },
      { name: 'accountType' },
      { name: 'accountType' },
      { name: 'resPhoneNumberID' },
    ]);
    expect(fieldOrder(root)).toEqual(['thaiIDNumber', 'thaiIDCountry', 'accountType', 'resPhoneNumberID']);
  });

  it('sorts the errors by that order; errors not on the screen go last in their own order', () => {
    const order = ['thaiIDNumber', 'birthdate', 'gender', 'resAddress', 'mobPhoneNumber'];
    // React Hook Form lists them as registered: the phones (registered first by a custom input) before the ID.
    expect(sortByOrder(['mobPhoneNumber', 'zzz', 'birthdate', 'aaa', 'thaiIDNumber'], order)).toEqual([
      'thaiIDNumber',
      'birthdate',
      'mobPhoneNumber',
      'zzz',
      'aaa',
    ]);
    expect(sortByOrder(['resAddress'], order)[0]).toBe('resAddress');
    expect(sortByOrder([], order)).toEqual([]);
  });
});
