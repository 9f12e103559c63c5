import { randomUUID } from 'node:crypto';
import { renderHook, waitFor } from '@testing-library/react';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, listingKeywords } from '@campus/common/admin-queue';
import type { Listing } from '@campus/common/model';
import { auth } from '../../../lib/auth';
import { createQueryClient } from '../../../lib/query-client';
import { deleteDocuments, writeDocuments } from '../../../testing/emulator-documents';
import { hookWrapper } from '../../../testing/hook-wrapper';
import { cursorOf, useQueuePage, type QueueCursor, type QueueParams } from '../api/use-queue-page';

const DEMO_ADMIN = { email: 'admin@campus.ac.in', password: 'Campus@123' };
const COUNT = 45;
// A word only this file's listings hold: the queue is searched for it, so the demo requests stay out.
const WORD = `pq${randomUUID().replace(/-/g, '').slice(0, 8)}`;
const START = Date.parse('2026-01-10T10:00:00.000Z');

const paths: string[] = [];
/** The first snapshot waits for the full Firestore SDK to load and its listener to start. */
const LIVE = { timeout: 20_000 };

function listing(index: number, fields: Partial<Listing> = {}): Listing {
  const seller = { firstName: 'Paging', lastName: 'Probe', email: 'paging-probe@campus.ac.in' };
  const productName = `Probe ${WORD} ${index}`;
  const createdAt = new Date(START - index * 60_000).toISOString();
  return {
    sellerId: 'paging-probe',
    seller,
    productName,
    productDescription: 'Made by the queue paging test.',
    expectedPrice: 100 + index,
    images: [],
    address: [],
    category: { name: 'Electronic' },
    subcategory: 'Mobile Phones & Tablets',
    state: 'sellrequest',
    createdAt,
    updatedAt: createdAt,
    keywords: listingKeywords(productName, seller),
    firstOfSeller: false,
    ...fields,
  };
}

async function write(id: string, data: Listing) {
  const path = `listings/${id}`;
  if (!paths.includes(path)) paths.push(path);
  await writeDocuments({ [path]: data });
}

const idOf = (index: number) => `${WORD}-${String(index).padStart(2, '0')}`;
const params: QueueParams = { view: { main: 'sell', sub: 'pending' }, sort: 'newest', search: WORD };

beforeAll(async () => {
  const documents = Object.fromEntries(Array.from({ length: COUNT }, (_, index) => [`listings/${idOf(index)}`, listing(index)]));
  paths.push(...Object.keys(documents));
  await writeDocuments(documents);
  await signInWithEmailAndPassword(auth, DEMO_ADMIN.email, DEMO_ADMIN.password);
});

afterAll(async () => {
  await signOut(auth);
  await deleteDocuments(paths);
});

describe('the admin queue in cursor pages, live (the emulators, rules apply)', { timeout: 60_000 }, () => {
  it('splits the queue between cursors with no row twice or skipped, and each page follows changes', async () => {
    const { result: first } = renderHook(() => useQueuePage(params, { start: null, end: null }), { wrapper: hookWrapper(createQueryClient()) });
    await waitFor(() => expect(first.current.status).toBe('ready'), LIVE);
    if (first.current.status !== 'ready') return;
    // The last page reads one row more than it shows: where the next page starts.
    expect(first.current.items.map((item) => item.id)).toEqual(Array.from({ length: ADMIN_PAGE_SIZE + 1 }, (_, index) => idOf(index)));
    const next = first.current.items[ADMIN_PAGE_SIZE];
    if (!next) throw new Error('No next row');
    const cursor: QueueCursor = cursorOf(next, params.sort);

    const wrapper = hookWrapper(createQueryClient());
    const { result: pages } = renderHook(
      () => ({ top: useQueuePage(params, { start: null, end: cursor }), second: useQueuePage(params, { start: cursor, end: null }) }),
      { wrapper },
    );
    const ids = () => {
      const { top, second } = pages.current;
      return top.status === 'ready' && second.status === 'ready' ? { top: top.items.map((item) => item.id), second: second.items.map((item) => item.id) } : null;
    };
    const secondPage = Array.from({ length: ADMIN_PAGE_SIZE + 1 }, (_, index) => idOf(ADMIN_PAGE_SIZE + index));
    // A new listener may answer first from the local cache (what the first one read), then from the server.
    await waitFor(() => expect(ids()).toEqual({ top: Array.from({ length: ADMIN_PAGE_SIZE }, (_, index) => idOf(index)), second: secondPage }), LIVE);

    // A decision takes a row out of its page only; a newer request joins the top page.
    await write(idOf(3), { ...listing(3), state: 'Request_Approved' });
    await write(`${WORD}-new`, listing(-5));
    await waitFor(() => expect(ids()?.top).toEqual([`${WORD}-new`, ...Array.from({ length: ADMIN_PAGE_SIZE }, (_, index) => idOf(index)).filter((id) => id !== idOf(3))]), LIVE);
    expect(ids()?.second).toEqual(secondPage);
  });
});
