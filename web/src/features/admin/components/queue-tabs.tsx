import type { ReactNode } from 'react';
import { Badge, Tabs, Text } from '@chakra-ui/react';
import type { AdminView } from '@campus/common/admin-queue';
import { ADMIN_TABS, type AdminMainTab } from '@campus/common/listing-state';

/** A main tab beside the request queues, with a panel of its own (Reports, Meet-up spots). */
export interface OtherTab<K extends string> {
  key: K;
  label: string;
  /** A red badge, shown only above 0: how many, and what they are ('open'). */
  badge?: { count: number; text: string; label: string };
  /** Rendered only while the tab is chosen. */
  panel: ReactNode;
}

export interface QueueTabsProps<K extends string> {
  view: AdminView;
  /** The pending counts of the red badges; a badge shows only above 0. */
  pending: Record<AdminMainTab, number>;
  onViewChange: (view: AdminView) => void;
  /** The main tabs after the request queues; `other` is the chosen one, null while a request queue is. */
  otherTabs?: readonly OtherTab<K>[];
  other?: K | null;
  onOtherChange?: (key: K) => void;
  /** The queue of the chosen tabs: the panel of the chosen sub-tab. */
  children: ReactNode;
}

const MAIN_TABS: readonly AdminMainTab[] = ['sell', 'cancel'];

/** The first sub-tab of a main tab. */
const viewOfMain = (main: AdminMainTab): AdminView => (main === 'sell' ? { main: 'sell', sub: 'pending' } : { main: 'cancel', sub: 'pending' });

function viewOfSub(main: AdminMainTab, sub: string): AdminView | null {
  if (main === 'sell' && (sub === 'pending' || sub === 'approved' || sub === 'rejected')) return { main, sub };
  if (main === 'cancel' && (sub === 'pending' || sub === 'approved')) return { main, sub };
  return null;
}

const RedBadge = ({ text, label }: { text: string; label: string }) => (
  <Badge bg="red.600" color="white" borderRadius="full" px="2" aria-label={label}>
    {text}
  </Badge>
);

/**
 * Main tabs Sell Requests and Cancel Requests with their pending badges, and the chosen one's sub-tabs; then
 * the other main tabs (Reports, Meet-up spots), each with its own panel. Only the chosen tabs have a panel:
 * the main tab's holds the sub-tabs, the sub-tab's the queue, which the view filters. The panels are no tab
 * stop of their own: each starts with a control or a heading.
 */
export function QueueTabs<K extends string>({ view, pending, onViewChange, otherTabs = [], other = null, onOtherChange, children }: QueueTabsProps<K>) {
  const chosenOther = otherTabs.find((tab) => tab.key === other);
  return (
    <Tabs.Root
      value={chosenOther ? chosenOther.key : view.main === 'all' ? null : view.main}
      onValueChange={(details) => {
        if (details.value === 'sell' || details.value === 'cancel') {
          onViewChange(viewOfMain(details.value));
          return;
        }
        const tab = otherTabs.find(({ key }) => key === details.value);
        if (tab) onOtherChange?.(tab.key);
      }}
      variant="line"
      colorPalette="teal"
    >
      <Tabs.List aria-label="Admin sections" mb="3" overflowX="auto" overflowY="hidden">
        {MAIN_TABS.map((key) => (
          <Tabs.Trigger key={key} value={key} whiteSpace="nowrap">
            {ADMIN_TABS[key].label}
            {pending[key] > 0 && <RedBadge text={String(pending[key])} label={`${pending[key]} pending`} />}
          </Tabs.Trigger>
        ))}
        {otherTabs.map((tab) => (
          <Tabs.Trigger key={tab.key} value={tab.key} whiteSpace="nowrap">
            {tab.label}
            {tab.badge && tab.badge.count > 0 && <RedBadge text={tab.badge.text} label={tab.badge.label} />}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {chosenOther ? (
        <Tabs.Content value={chosenOther.key} p="0" tabIndex={-1}>
          {chosenOther.panel}
        </Tabs.Content>
      ) : view.main === 'all' ? (
        <>
          <Text color="fg.muted" mb="4">
            Showing requests in every state. Pick a tab to review a queue.
          </Text>
          {children}
        </>
      ) : (
        <Tabs.Content value={view.main} p="0" tabIndex={-1}>
          <Tabs.Root
            value={view.sub}
            onValueChange={(details) => {
              const next = viewOfSub(view.main, details.value);
              if (next) onViewChange(next);
            }}
            variant="subtle"
            size="sm"
            colorPalette="teal"
          >
            <Tabs.List aria-label={`${ADMIN_TABS[view.main].label} status`} overflowX="auto" mb="4">
              {ADMIN_TABS[view.main].subTabs.map((subTab) => (
                <Tabs.Trigger key={subTab.key} value={subTab.key} whiteSpace="nowrap">
                  {subTab.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value={view.sub} p="0" tabIndex={-1}>
              {children}
            </Tabs.Content>
          </Tabs.Root>
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
