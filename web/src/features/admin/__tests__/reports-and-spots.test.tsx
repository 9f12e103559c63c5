import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { addDoc, deleteDoc, doc, getFirestore, setDoc } from 'firebase/firestore';
import { FirestoreProvider } from 'reactfire';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SPOT_NAME_MAX_LENGTH } from '@campus/common/limits';
import { CLOCK_TIME_INVALID, REPORT_DECIDED, SPOT_CLOSES_BEFORE_OPENING, SPOT_NAME_REQUIRED, SPOT_NAME_TOO_LONG } from '@campus/common/deal-messages';
import type { Report } from '@campus/common/model';
import { ERROR_TEXTS } from '../../../lib/error-message';
import { firebaseApp } from '../../../lib/firebase-app';
import type { LiveList } from '../../../lib/live-query';
import { renderApp } from '../../../testing/render-app';
import { toAdminReport, toAdminReportAudit, type AdminReport, type AdminReportAudit, type ReportFilter } from '../api/admin-report';
import type { AdminMeetupSpot } from '../api/use-meetup-spots';
import { AdminQueues } from '../components/admin-console';
import { AdminLiveData } from '../components/admin-live-data';

const callable = vi.hoisted(() => vi.fn());
vi.mock('firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/functions')>()),
  httpsCallable: vi.fn((_functions: unknown, name: string) => (data: unknown) => callable(name, data)),
}));

vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  addDoc: vi.fn(),
  setDoc: vi.fn(),
  deleteDoc: vi.fn(),
}));

function report(id: string, fields: Partial<Report> & Pick<Report, 'kind' | 'createdAt'>): AdminReport {
  const converted = toAdminReport(id, {
    reporterId: 'asha',
    reporter: { firstName: 'Asha', lastName: 'Verma' },
    subjectId: 'ravi',
    subject: { firstName: 'Ravi', lastName: 'Kumar' },
    productId: null,
    conversationId: null,
    messageId: null,
    excerpt: '',
    reason: 'Rude and threatening',
    state: 'open',
    decidedAt: null,
    decidedBy: null,
    ...fields,
  });
  if (!converted) throw new Error(`Bad report fixture ${id}`);
  return converted;
}

// Newest first, as the listener delivers them: every kind, open and decided.
const REPORTS: AdminReport[] = [
  report('rep-message', {
    kind: 'message',
    createdAt: '2026-03-05T10:00:00.000Z',
    productId: 'prod-cycle',
    conversationId: 'prod-cycle_asha',
    messageId: 'm1',
    excerpt: 'Pay me now or else',
  }),
  report('rep-user', { kind: 'user', createdAt: '2026-03-04T10:00:00.000Z', subject: { firstName: 'Neha', lastName: 'Singh' }, reason: 'Never turns up' }),
  report('rep-listing', {
    kind: 'listing',
    createdAt: '2026-03-03T10:00:00.000Z',
    productId: 'prod-lamp',
    excerpt: 'Fake Rolex',
    subject: { firstName: 'Kiran', lastName: 'Rao' },
    reason: 'Counterfeit goods',
    state: 'listingRemoved',
    decidedAt: '2026-03-03T12:30:00.000Z',
    decidedBy: { uid: 'admin', email: 'admin@campus.ac.in' },
  }),
  report('rep-dismissed', {
    kind: 'message',
    createdAt: '2026-03-02T10:00:00.000Z',
    excerpt: 'See you at the gate',
    subject: { firstName: 'Meera', lastName: 'Iyer' },
    reason: 'Spam',
    state: 'dismissed',
    decidedAt: '2026-03-02T11:00:00.000Z',
    decidedBy: { uid: 'admin2', email: 'moderator@campus.ac.in' },
  }),
];

const AUDIT: AdminReportAudit[] = [toAdminReportAudit('a1', { action: 'removeListing', adminId: 'admin', adminEmail: 'admin@campus.ac.in', at: '2026-03-03T12:30:00.000Z' })].flatMap(
  (entry) => (entry ? [entry] : []),
);

const SPOTS: AdminMeetupSpot[] = [
  { id: 'spot-gate', name: 'Main Gate', description: 'By the security cabin', opensAt: '08:00', closesAt: '20:00' },
  { id: 'spot-library', name: 'Library Entrance', description: '', opensAt: '09:00', closesAt: '18:30' },
];

/** What the reports listener would deliver for a filter: the query's own conditions, applied in memory. */
const asked: ReportFilter[] = [];
function fakeSource(reports: AdminReport[], spots: AdminMeetupSpot[]) {
  return {
    useReports: (filter: ReportFilter): LiveList<AdminReport> => {
      asked.push(filter);
      return {
        status: 'ready',
        items: reports.filter((item) => (filter.kind === 'all' || item.kind === filter.kind) && (filter.state === 'all' || item.state === filter.state)),
      };
    },
    useReportAudit: (reportId: string): LiveList<AdminReportAudit> => ({ status: 'ready', items: reportId === 'rep-listing' ? AUDIT : [] }),
    useMeetupSpots: (): LiveList<AdminMeetupSpot> => ({ status: 'ready', items: spots }),
  };
}

const db = getFirestore(firebaseApp);

async function openTab(name: 'Reports' | 'Meet-up spots', { reports = REPORTS, spots = SPOTS, openReports = 2 } = {}) {
  const source = fakeSource(reports, spots);
  const wrap = (ui: ReactNode) => (
    <FirestoreProvider sdk={db}>
      <AdminLiveData.Provider value={source}>{ui}</AdminLiveData.Provider>
    </FirestoreProvider>
  );
  const rendered = renderApp(wrap(<AdminQueues pending={{ sell: 1, cancel: 0 }} openReports={openReports} />));
  await rendered.user.click(screen.getByRole('tab', { name: new RegExp(`^${name}`) }));
  await screen.findByRole('heading', { level: 2, name });
  return rendered;
}

/** The accessible names of the report rows shown, in order. */
const shownReports = () =>
  within(screen.getByRole('list', { name: 'Reports' }))
    .getAllByRole('listitem', { name: /report about/ })
    .map((row) => row.getAttribute('aria-label'));

function deferred() {
  let resolve: (value: unknown) => void = () => undefined;
  const promise = new Promise((ok) => (resolve = ok));
  return { promise, resolve };
}

beforeEach(() => {
  callable.mockReset();
  vi.mocked(addDoc).mockReset();
  vi.mocked(setDoc).mockReset();
  vi.mocked(deleteDoc).mockReset();
  asked.length = 0;
});

describe('the Reports tab', { timeout: 20_000 }, () => {
  it('is a tab beside the request queues with its open count, and opens on the open reports of every kind, newest first', async () => {
    await openTab('Reports');
    expect(screen.getByRole('tab', { name: /^Reports/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('2 open')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByRole('heading', { name: 'Reports' }));
    expect(screen.queryByRole('heading', { name: 'Pending Seller Requests' })).not.toBeInTheDocument();
    expect(shownReports()).toEqual(['Message report about Ravi Kumar', 'User report about Neha Singh']);
    const row = screen.getByRole('listitem', { name: 'Message report about Ravi Kumar' });
    for (const text of ['Message', 'Open', 'Reported by Asha Verma · 5 Mar 2026', 'Pay me now or else', 'Reason: Rude and threatening']) {
      expect(row).toHaveTextContent(text);
    }
    expect(within(row).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Remove listing' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Suspend user' })).toBeInTheDocument();
    // A report that names no listing cannot remove one.
    const userRow = screen.getByRole('listitem', { name: 'User report about Neha Singh' });
    expect(within(userRow).queryByRole('button', { name: 'Remove listing' })).not.toBeInTheDocument();
  });

  it('filters by kind and by state; decided reports show who decided, when, and their audit trail', async () => {
    const { user } = await openTab('Reports');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Users');
    expect(shownReports()).toEqual(['User report about Neha Singh']);
    expect(asked.at(-1)).toEqual({ kind: 'user', state: 'open' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Messages');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Dismissed');
    expect(shownReports()).toEqual(['Message report about Meera Iyer']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Listings');
    expect(await screen.findByRole('heading', { name: 'No reports' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Listing removed');
    const row = screen.getByRole('listitem', { name: 'Listing report about Kiran Rao' });
    expect(within(row).getByText('Listing removed')).toBeInTheDocument();
    expect(within(row).getByText(/^Decided by admin@campus\.ac\.in/)).toHaveTextContent('Decided by admin@campus.ac.in · 3 Mar 2026');
    expect(within(row).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    const trail = within(row).getByRole('button', { name: 'Audit trail' });
    expect(trail).toHaveAttribute('aria-expanded', 'false');
    await user.click(trail);
    const entries = await within(row).findByRole('list', { name: 'Audit trail entries' });
    expect(within(entries).getByRole('listitem')).toHaveTextContent(/^Remove listing by admin@campus\.ac\.in · 3 Mar 2026/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'All kinds');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'All');
    expect(shownReports()).toHaveLength(REPORTS.length);
  });

  it('says so when there are no reports', async () => {
    await openTab('Reports', { reports: [], openReports: 0 });
    expect(screen.getByRole('heading', { name: 'No reports' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/open$/)).not.toBeInTheDocument();
  });

  it('suspends a user only after confirmation, shows progress, and closes once decided', async () => {
    const answer = deferred();
    callable.mockReturnValue(answer.promise);
    const { user } = await openTab('Reports');
    const row = screen.getByRole('listitem', { name: 'Message report about Ravi Kumar' });

    await user.click(within(row).getByRole('button', { name: 'Suspend user' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Suspend user: Ravi Kumar' });
    expect(confirm).toHaveTextContent('Suspend Ravi Kumar? Their account is disabled and their items are taken off sale.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callable).not.toHaveBeenCalled();

    await user.click(within(row).getByRole('button', { name: 'Suspend user' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Suspend user: Ravi Kumar' });
    await user.click(within(confirm).getByRole('button', { name: 'Suspend user' }));
    expect(callable).toHaveBeenCalledWith('decideReport', { reportId: 'rep-message', action: 'suspendUser' });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    // Behind the modal dialog, the row's buttons wait for the decision too.
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Dismiss', hidden: true })).toBeDisabled());

    await act(async () => answer.resolve({ data: { id: 'rep-message', state: 'userSuspended' } }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callable).toHaveBeenCalledOnce();
  });

  it.each([
    ['Remove listing', 'removeListing', 'Remove the listing this report is about? It is taken off sale, and the report is closed.'],
    ['Dismiss', 'dismiss', 'Dismiss this report about Ravi Kumar? Nothing changes for them, and the report is closed.'],
  ])('%s calls decideReport with %s after confirmation', async (label, action, question) => {
    callable.mockResolvedValue({ data: {} });
    const { user } = await openTab('Reports');
    await user.click(within(screen.getByRole('listitem', { name: 'Message report about Ravi Kumar' })).getByRole('button', { name: label }));
    const confirm = await screen.findByRole('alertdialog', { name: `${label}: Ravi Kumar` });
    expect(confirm).toHaveTextContent(question);
    await user.click(within(confirm).getByRole('button', { name: label }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callable).toHaveBeenCalledWith('decideReport', { reportId: 'rep-message', action });
  });

  it("keeps the confirmation open with the server's message when the decision is refused", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    callable
      .mockRejectedValueOnce(Object.assign(new Error(REPORT_DECIDED), { code: 'functions/failed-precondition' }))
      .mockRejectedValueOnce(Object.assign(new Error('internal'), { code: 'functions/internal' }));
    const { user } = await openTab('Reports');
    await user.click(within(screen.getByRole('listitem', { name: 'User report about Neha Singh' })).getByRole('button', { name: 'Dismiss' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Dismiss: Neha Singh' });
    await user.click(within(confirm).getByRole('button', { name: 'Dismiss' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(REPORT_DECIDED);
    await user.click(within(confirm).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(confirm).getByRole('alert')).toHaveTextContent('Could not decide the report. Please try again.'));
    expect(callable).toHaveBeenCalledWith('decideReport', { reportId: 'rep-user', action: 'dismiss' });
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});

/** The paths and documents a mocked write was called with. */
const writes = (calls: readonly (readonly [{ path: string }, unknown, ...unknown[]])[]) => calls.map(([ref, data]) => ({ path: ref.path, data }));

describe('the Meet-up spots tab', { timeout: 20_000 }, () => {
  it('lists the spots by name with their hours', async () => {
    await openTab('Meet-up spots');
    const list = screen.getByRole('list', { name: 'Meet-up spots' });
    expect(within(list).getAllByRole('listitem').map((row) => row.getAttribute('aria-label'))).toEqual(['Main Gate', 'Library Entrance']);
    const gate = screen.getByRole('listitem', { name: 'Main Gate' });
    expect(gate).toHaveTextContent('08:00-20:00');
    expect(gate).toHaveTextContent('By the security cabin');
    expect(screen.getByRole('listitem', { name: 'Library Entrance' })).toHaveTextContent('09:00-18:30');
  });

  it('says so when there are none', async () => {
    await openTab('Meet-up spots', { spots: [] });
    expect(screen.getByRole('heading', { name: 'No meet-up spots' })).toBeInTheDocument();
  });

  it("checks the form with common's messages, then adds exactly the spot's four fields, trimmed", async () => {
    vi.mocked(addDoc).mockResolvedValue(doc(db, 'meetupSpots', 'new-spot'));
    const { user } = await openTab('Meet-up spots');
    await user.click(screen.getByRole('button', { name: 'Add spot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add meet-up spot' });
    const submit = within(dialog).getByRole('button', { name: 'Add spot' });

    await user.click(submit);
    expect(await within(dialog).findByText(SPOT_NAME_REQUIRED)).toBeVisible();
    expect(within(dialog).getAllByText(CLOCK_TIME_INVALID)).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');

    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.click(name);
    await user.paste('x'.repeat(SPOT_NAME_MAX_LENGTH + 1));
    expect(await within(dialog).findByText(SPOT_NAME_TOO_LONG)).toBeVisible();
    await user.clear(name);
    await user.type(name, '  Canteen steps ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), ' Under the big neem tree ');
    const opensAt = within(dialog).getByLabelText(/Opens at/);
    const closesAt = within(dialog).getByLabelText(/Closes at/);
    expect(opensAt).toHaveAttribute('type', 'time');
    await user.type(opensAt, '10:00');
    await user.type(closesAt, '09:30');
    await user.click(submit);
    expect(await within(dialog).findByText(SPOT_CLOSES_BEFORE_OPENING)).toBeVisible();
    expect(addDoc).not.toHaveBeenCalled();

    await user.clear(closesAt);
    await user.type(closesAt, '17:30');
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(vi.mocked(addDoc).mock.calls)).toStrictEqual([
      { path: 'meetupSpots', data: { name: 'Canteen steps', description: 'Under the big neem tree', opensAt: '10:00', closesAt: '17:30' } },
    ]);
  });

  it('edits a spot in place, and shows why a write was refused in the form', async () => {
    vi.mocked(setDoc).mockRejectedValueOnce(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' })).mockResolvedValueOnce(undefined);
    const { user } = await openTab('Meet-up spots');
    await user.click(screen.getByRole('button', { name: 'Edit Library Entrance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Library Entrance' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Library Entrance');
    expect(within(dialog).getByLabelText(/Opens at/)).toHaveValue('09:00');
    const closesAt = within(dialog).getByLabelText(/Closes at/);
    await user.clear(closesAt);
    await user.type(closesAt, '21:00');

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ERROR_TEXTS.permissionDenied);
    vi.mocked(setDoc).mockClear();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(vi.mocked(setDoc).mock.calls)).toStrictEqual([
      { path: 'meetupSpots/spot-library', data: { name: 'Library Entrance', description: '', opensAt: '09:00', closesAt: '21:00' } },
    ]);
  });

  it('deletes a spot only after confirmation', async () => {
    vi.mocked(deleteDoc).mockResolvedValue(undefined);
    const { user } = await openTab('Meet-up spots');
    await user.click(screen.getByRole('button', { name: 'Delete Main Gate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Main Gate' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleteDoc).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Main Gate' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete Main Gate' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(vi.mocked(deleteDoc).mock.calls.map(([ref]) => ref.path)).toEqual(['meetupSpots/spot-gate']);
  });
});
