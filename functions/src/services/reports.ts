/**
 * Reports of messages, listings and users, and the admins' decisions on them: dismiss, remove the listing,
 * or suspend the user (their account disabled, their items taken off sale). Each decision leaves an audit
 * entry naming the admin, written with the decision.
 */
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { otherParticipant, sideOf } from '@campus/common/chat';
import { PRODUCT_NOT_FOUND } from '@campus/common/messages';
import { CONVERSATION_NOT_FOUND, MESSAGE_NOT_FOUND, REPORT_ACTION_INVALID, REPORT_DECIDED, REPORT_KIND_INVALID, REPORT_NO_LISTING, REPORT_NOT_FOUND, REPORT_OWN, USER_NOT_FOUND } from '@campus/common/deal-messages';
import type { Report, ReportAction, ReportAudit, ReportKind, ReportState } from '@campus/common/model';
import { reportSchema } from '@campus/common/schemas/report';
import { asRecord } from '@campus/common/values';
import { auditOf, conversations, messagesOf, products, reports, withApiId, type ApiEntity } from '../collections';
import { AppError } from '../errors';
import { runTransaction } from '../transaction';
import { documentId, nowIso, validated } from '../validation';
import { setAccountDisabled } from './account-status';
import { userSummary } from './users';

const REPORT_KINDS: readonly string[] = ['message', 'listing', 'user'] satisfies ReportKind[];
const REPORT_ACTIONS: readonly string[] = ['dismiss', 'removeListing', 'suspendUser'] satisfies ReportAction[];
const EXCERPT_LENGTH = 200;

interface Reported {
  subjectId: string;
  productId: string | null;
  conversationId: string | null;
  messageId: string | null;
  excerpt: string;
}

/** A message the reporter can see, in a conversation they take part in. */
async function reportedMessage(uid: string, body: Record<string, unknown>): Promise<Reported> {
  const conversationId = documentId(body.conversationId, CONVERSATION_NOT_FOUND);
  const conversation = (await conversations.doc(conversationId).get()).data();
  if (!conversation || sideOf(conversation, uid) === null) throw new AppError('not-found', CONVERSATION_NOT_FOUND);
  const messageId = documentId(body.messageId, MESSAGE_NOT_FOUND);
  const message = (await messagesOf(conversationId).doc(messageId).get()).data();
  if (!message) throw new AppError('not-found', MESSAGE_NOT_FOUND);
  return { subjectId: message.senderId, productId: conversation.productId, conversationId, messageId, excerpt: message.text.slice(0, EXCERPT_LENGTH) };
}

/** A listing in the catalogue, reported with its seller. */
async function reportedListing(body: Record<string, unknown>): Promise<Reported> {
  const productId = documentId(body.productId, PRODUCT_NOT_FOUND);
  const product = (await products.doc(productId).get()).data();
  if (!product) throw new AppError('not-found', PRODUCT_NOT_FOUND);
  return { subjectId: product.sellerId, productId, conversationId: null, messageId: null, excerpt: product.title };
}

/** The other participant of a conversation the reporter takes part in: users are reported from a chat. */
async function reportedUser(uid: string, body: Record<string, unknown>): Promise<Reported> {
  const conversationId = documentId(body.conversationId, CONVERSATION_NOT_FOUND);
  const conversation = (await conversations.doc(conversationId).get()).data();
  if (!conversation || sideOf(conversation, uid) === null) throw new AppError('not-found', CONVERSATION_NOT_FOUND);
  return { subjectId: otherParticipant(conversation, uid), productId: conversation.productId, conversationId, messageId: null, excerpt: '' };
}

/**
 * A student reports a message ({kind 'message', conversationId, messageId}), a listing ({kind 'listing',
 * productId}) or the other side of a chat ({kind 'user', conversationId}), saying why ({reason}).
 */
export async function createReport(uid: string, input: unknown): Promise<ApiEntity<Report>> {
  const body = asRecord(input);
  const { kind } = body;
  if (typeof kind !== 'string' || !REPORT_KINDS.includes(kind)) throw new AppError('invalid-argument', REPORT_KIND_INVALID);
  const { reason } = validated(reportSchema, body);
  const reported = kind === 'message' ? await reportedMessage(uid, body) : kind === 'listing' ? await reportedListing(body) : await reportedUser(uid, body);
  if (reported.subjectId === uid) throw new AppError('failed-precondition', REPORT_OWN);
  const [reporter, subject] = await Promise.all([userSummary(uid), userSummary(reported.subjectId)]);
  const report: Report = {
    kind: kind as ReportKind,
    reporterId: uid,
    reporter: { firstName: reporter.firstName, lastName: reporter.lastName },
    subject: { firstName: subject.firstName, lastName: subject.lastName },
    ...reported,
    reason,
    state: 'open',
    createdAt: nowIso(),
    decidedAt: null,
    decidedBy: null,
  };
  const ref = reports.doc();
  await ref.create(report);
  return withApiId(ref.id, report);
}

const STATE_AFTER: Record<ReportAction, ReportState> = { dismiss: 'dismissed', removeListing: 'listingRemoved', suspendUser: 'userSuspended' };

export interface Admin {
  uid: string;
  email: string;
}

/** Disables the reported user's account; one deleted since the report is not found (nothing is decided). */
async function disableAccount(uid: string): Promise<void> {
  try {
    await setAccountDisabled(uid, true);
  } catch (error) {
    if (asRecord(error).code === 'auth/user-not-found') throw new AppError('not-found', USER_NOT_FOUND);
    throw error;
  }
}

/**
 * An admin decides an open report ({reportId, action}). Suspending disables the account first (Auth is no
 * part of a transaction; disabling again is harmless), then takes their items off sale with the decision.
 */
export async function decideReport(admin: Admin, input: unknown): Promise<ApiEntity<Report>> {
  const body = asRecord(input);
  const { action } = body;
  if (typeof action !== 'string' || !REPORT_ACTIONS.includes(action)) throw new AppError('invalid-argument', REPORT_ACTION_INVALID);
  const decision = action as ReportAction;
  const ref = reports.doc(documentId(body.reportId, REPORT_NOT_FOUND));
  const before = (await ref.get()).data();
  if (!before) throw new AppError('not-found', REPORT_NOT_FOUND);
  if (before.state !== 'open') throw new AppError('failed-precondition', REPORT_DECIDED);
  if (decision === 'removeListing' && before.productId === null) throw new AppError('failed-precondition', REPORT_NO_LISTING);
  if (decision === 'suspendUser') await disableAccount(before.subjectId);
  return runTransaction(async (tx) => {
    const report = (await tx.get(ref)).data();
    if (!report) throw new AppError('not-found', REPORT_NOT_FOUND);
    if (report.state !== 'open') throw new AppError('failed-precondition', REPORT_DECIDED);
    const onSale =
      decision === 'suspendUser'
        ? products.where('sellerId', '==', report.subjectId).where('status', '==', 'available')
        : decision === 'removeListing' && report.productId !== null
          ? products.where(FieldPath.documentId(), '==', report.productId).where('status', '==', 'available')
          : null;
    const offSale = onSale ? (await tx.get(onSale)).docs.map((doc) => doc.ref) : [];
    const at = nowIso();
    for (const productRef of offSale) tx.update(productRef, { status: 'withdrawn', reservedBy: FieldValue.delete(), reservedUntil: FieldValue.delete() });
    const decided: Pick<Report, 'state' | 'decidedAt' | 'decidedBy'> = { state: STATE_AFTER[decision], decidedAt: at, decidedBy: { uid: admin.uid, email: admin.email } };
    tx.update(ref, decided);
    const audit: ReportAudit = { action: decision, adminId: admin.uid, adminEmail: admin.email, at };
    tx.create(auditOf(ref.id).doc(), audit);
    return withApiId(ref.id, { ...report, ...decided });
  });
}
