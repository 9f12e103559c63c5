import type { ReactNode } from 'react';
import { Badge, Tabs, Text } from '@chakra-ui/react';
import type { AdminView } from '@campus/common/admin-queue';
import { ADMIN_TABS, type AdminMainTab } from '@campus/common/listing-state';

export interface QueueTabsProps {
  view: AdminView;
  /** The pending counts of the red badges; a badge shows only above 0. */
  pending: Record<AdminMainTab, number>;
  onViewChange: (view: AdminView) => void;
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

/**
 * Main tabs Sell Requests and Cancel Requests with their pending badges, and the chosen one's sub-tabs. Only the
 * chosen tabs have a panel: the main tab's holds the sub-tabs, the sub-tab's the queue, which the view filters.
 * The panels are no tab stop of their own: each starts with a control.
 */
export function QueueTabs({ view, pending, onViewChange, children }: QueueTabsProps) {
  return (
    <Tabs.Root
      value={view.main === 'all' ? null : view.main}
      onValueChange={(details) => (details.value === 'sell' || details.value === 'cancel') && onViewChange(viewOfMain(details.value))}
      variant="line"
      colorPalette="teal"
    >
      <Tabs.List aria-label="Request type" mb="3">
        {MAIN_TABS.map((key) => (
          <Tabs.Trigger key={key} value={key} whiteSpace="nowrap">
            {ADMIN_TABS[key].label}
            {pending[key] > 0 && (
              <Badge bg="red.600" color="white" borderRadius="full" px="2" aria-label={`${pending[key]} pending`}>
                {pending[key]}
              </Badge>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {view.main === 'all' ? (
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
