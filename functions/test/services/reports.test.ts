import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONVERSATION_NOT_FOUND, MESSAGE_NOT_FOUND, REPORT_ACTION_INVALID, REPORT_DECIDED, REPORT_KIND_INVALID, REPORT_NOT_FOUND, REPORT_OWN, REPORT_REASON_REQUIRED, REPORT_REASON_TOO_SHORT, USER_NOT_FOUND } from '@campus/common/deal-messages';
import { auditOf, products, reports } from '../../src/collections';
import { AppError } from '../../src/errors';
import { auth } from '../../src/firebase';
import { openConversation, sendMessage } from '../../src/services/conversations';
import { createReport, decideReport } from '../../src/services/reports';
import { createTestProduct } from '../support/products';
import { createTestUser, isAccountDisabled } from '../support/users';

const REASON = 'Asked me to pay outside the app';

/** A buyer's conversation with a seller about one of the seller's items, and an admin. */
async function dealers() {
  const [buyer, seller, admin] = await Promise.all([createTestUser(), createTestUser(), createTestUser({ admin: true })]);
  const item = await createTestProduct({ seller });
  const conversationId = (await openConversation(buyer.uid, item.productId))._id;
  return { buyer, seller, item, conversationId, admin: { uid: admin.uid, email: admin.email } };
}

const auditEntries = async (reportId: string) => (await auditOf(reportId).get()).docs.map((doc) => doc.data());
const statusOf = async (productId: string) => (await products.doc(productId).get()).data()?.status;

describe('createReport', () => {
  it('reports a message by its sender, with the text as excerpt; not one’s own', async () => {
    const { buyer, seller, item, conversationId } = await dealers();
    const message = await sendMessage(seller.uid, { conversationId, messageId: randomUUID(), text: 'Pay me on UPI first' });

    const report = await createReport(buyer.uid, { kind: 'message', conversationId, messageId: message._id, reason: `  ${REASON}  `, reporterId: seller.uid });

    expect(report).toMatchObject({
      kind: 'message',
      reporterId: buyer.uid,
      reporter: { firstName: buyer.firstName, lastName: buyer.lastName },
      subjectId: seller.uid,
      subject: { firstName: seller.firstName, lastName: seller.lastName },
      productId: item.productId,
      conversationId,
      messageId: message._id,
      excerpt: 'Pay me on UPI first',
      reason: REASON,
      state: 'open',
      decidedAt: null,
      decidedBy: null,
    });
    expect((await reports.doc(report._id).get()).data()).toMatchObject({ kind: 'message', subjectId: seller.uid, state: 'open' });
    await expect(createReport(seller.uid, { kind: 'message', conversationId, messageId: message._id, reason: REASON })).rejects.toEqual(
      new AppError('failed-precondition', REPORT_OWN),
    );
    await expect(createReport(buyer.uid, { kind: 'message', conversationId, messageId: 'no-such-message', reason: REASON })).rejects.toEqual(
      new AppError('not-found', MESSAGE_NOT_FOUND),
    );
  });

  it('reports a listing by its seller and a user from a shared conversation; not oneself, not a stranger’s chat', async () => {
    const { buyer, seller, item, conversationId } = await dealers();
    const stranger = await createTestUser();

    expect(await createReport(buyer.uid, { kind: 'listing', productId: item.productId, reason: REASON })).toMatchObject({
      kind: 'listing',
      subjectId: seller.uid,
      productId: item.productId,
      conversationId: null,
      messageId: null,
      excerpt: item.title,
    });
    expect(await createReport(seller.uid, { kind: 'user', conversationId, reason: REASON })).toMatchObject({
      kind: 'user',
      reporterId: seller.uid,
      subjectId: buyer.uid,
      conversationId,
      excerpt: '',
    });
    await expect(createReport(seller.uid, { kind: 'listing', productId: item.productId, reason: REASON })).rejects.toEqual(
      new AppError('failed-precondition', REPORT_OWN),
    );
    await expect(createReport(stranger.uid, { kind: 'user', conversationId, reason: REASON })).rejects.toEqual(
      new AppError('not-found', CONVERSATION_NOT_FOUND),
    );
    await expect(createReport(buyer.uid, { kind: 'order', productId: item.productId, reason: REASON })).rejects.toEqual(
      new AppError('invalid-argument', REPORT_KIND_INVALID),
    );
    await expect(createReport(buyer.uid, { kind: 'listing', productId: item.productId })).rejects.toEqual(new AppError('invalid-argument', REPORT_REASON_REQUIRED));
    await expect(createReport(buyer.uid, { kind: 'listing', productId: item.productId, reason: ' no ' })).rejects.toEqual(
      new AppError('invalid-argument', REPORT_REASON_TOO_SHORT),
    );
    expect((await reports.where('reporterId', 'in', [buyer.uid, seller.uid, stranger.uid]).get()).size).toBe(2);
  });
});

describe('decideReport', () => {
  it('dismisses with an audit entry naming the admin, and refuses a second decision', async () => {
    const { buyer, item, admin } = await dealers();
    const report = await createReport(buyer.uid, { kind: 'listing', productId: item.productId, reason: REASON });

    const decided = await decideReport(admin, { reportId: report._id, action: 'dismiss' });

    expect(decided).toMatchObject({ state: 'dismissed', decidedBy: admin });
    expect(decided.decidedAt).toBeTypeOf('string');
    expect((await reports.doc(report._id).get()).data()).toMatchObject({ state: 'dismissed', decidedBy: admin, decidedAt: decided.decidedAt });
    expect(await auditEntries(report._id)).toEqual([{ action: 'dismiss', adminId: admin.uid, adminEmail: admin.email, at: decided.decidedAt }]);
    expect(await statusOf(item.productId)).toBe('available');

    await expect(decideReport(admin, { reportId: report._id, action: 'removeListing' })).rejects.toEqual(new AppError('failed-precondition', REPORT_DECIDED));
    expect(await auditEntries(report._id)).toHaveLength(1);
    await expect(decideReport(admin, { reportId: report._id, action: 'ban' })).rejects.toEqual(new AppError('invalid-argument', REPORT_ACTION_INVALID));
    await expect(decideReport(admin, { reportId: 'no-such-report', action: 'dismiss' })).rejects.toEqual(new AppError('not-found', REPORT_NOT_FOUND));
  });

  it('removes the listing: the product is withdrawn, with an audit entry', async () => {
    const { buyer, item, admin } = await dealers();
    const report = await createReport(buyer.uid, { kind: 'listing', productId: item.productId, reason: REASON });

    const decided = await decideReport(admin, { reportId: report._id, action: 'removeListing' });

    expect(decided.state).toBe('listingRemoved');
    expect(await statusOf(item.productId)).toBe('withdrawn');
    expect(await auditEntries(report._id)).toEqual([{ action: 'removeListing', adminId: admin.uid, adminEmail: admin.email, at: decided.decidedAt }]);
  });

  it('suspends the user: the Auth account is disabled and their items on sale withdrawn, with an audit entry', async () => {
    const { buyer, seller, item, conversationId, admin } = await dealers();
    const [another, sold] = await Promise.all([createTestProduct({ seller }), createTestProduct({ seller, status: 'sold' })]);
    const bystander = await createTestProduct();
    const report = await createReport(buyer.uid, { kind: 'user', conversationId, reason: REASON });

    const decided = await decideReport(admin, { reportId: report._id, action: 'suspendUser' });

    expect(decided.state).toBe('userSuspended');
    expect((await auth.getUser(seller.uid)).disabled).toBe(true);
    expect(await isAccountDisabled(seller.uid)).toBe(true);
    expect(await Promise.all([item, another, sold, bystander].map(({ productId }) => statusOf(productId)))).toEqual(['withdrawn', 'withdrawn', 'sold', 'available']);
    expect(await auditEntries(report._id)).toEqual([{ action: 'suspendUser', adminId: admin.uid, adminEmail: admin.email, at: decided.decidedAt }]);
    expect((await auth.getUser(buyer.uid)).disabled).toBe(false);
  });

  it('refuses to suspend a user whose account was deleted since the report, leaving the report open', async () => {
    const { buyer, seller, item, admin } = await dealers();
    const report = await createReport(buyer.uid, { kind: 'listing', productId: item.productId, reason: REASON });
    await auth.deleteUser(seller.uid);

    await expect(decideReport(admin, { reportId: report._id, action: 'suspendUser' })).rejects.toEqual(new AppError('not-found', USER_NOT_FOUND));

    expect((await reports.doc(report._id).get()).data()?.state).toBe('open');
    expect(await auditEntries(report._id)).toEqual([]);
    expect(await statusOf(item.productId)).toBe('available');
  });
});
