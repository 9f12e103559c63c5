import { Badge, Tabs, Text } from '@chakra-ui/react';
import type { AdminView } from '@campus/common/admin-queue';
import { ADMIN_TABS, type AdminMainTab } from '@campus/common/listing-state';

export interface QueueTabsProps {
  view: AdminView;
  /** The pending counts of the red badges; a badge shows only above 0. */
  pending: Record<AdminMainTab, number>;
  onViewChange: (view: AdminView) => void;
}

const MAIN_TABS: readonly AdminMainTab[] = ['sell', 'cancel'];

/** The first sub-tab of a main tab. */
const viewOfMain = (main: AdminMainTab): AdminView => (main === 'sell' ? { main: 'sell', sub: 'pending' } : { main: 'cancel', sub: 'pending' });

function viewOfSub(main: AdminMainTab, sub: string): AdminView | null {
  if (main === 'sell' && (sub === 'pending' || sub === 'approved' || sub === 'rejected')) return { main, sub };
  if (main === 'cancel' && (sub === 'pending' || sub === 'approved')) return { main, sub };
  return null;
}

/** Main tabs Sell Requests and Cancel Requests with their pending badges, and the chosen one's sub-tabs. */
export function QueueTabs({ view, pending, onViewChange }: QueueTabsProps) {
  const main = view.main === 'all' ? null : view.main;
  return (
    <>
      <Tabs.Root
        value={main}
        onValueChange={(details) => (details.value === 'sell' || details.value === 'cancel') && onViewChange(viewOfMain(details.value))}
        variant="line"
        colorPalette="teal"
        mb="3"
      >
        <Tabs.List aria-label="Request type">
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
      </Tabs.Root>
      {main === null ? (
        <Text color="fg.muted" mb="4">
          Showing requests in every state. Pick a tab to review a queue.
        </Text>
      ) : (
        <Tabs.Root
          value={view.main === 'all' ? null : view.sub}
          onValueChange={(details) => {
            const next = viewOfSub(main, details.value);
            if (next) onViewChange(next);
          }}
          variant="subtle"
          size="sm"
          colorPalette="teal"
          mb="4"
        >
          <Tabs.List aria-label={`${ADMIN_TABS[main].label} status`} overflowX="auto">
            {ADMIN_TABS[main].subTabs.map((subTab) => (
              <Tabs.Trigger key={subTab.key} value={subTab.key} whiteSpace="nowrap">
                {subTab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
      )}
    </>
  );
}
