import type { ReactNode } from 'react';
import { Box, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { LuClock, LuPackage, LuUsers, LuCircleX } from 'react-icons/lu';
import type { AdminStats } from '@campus/common/model';

const CARDS: readonly { label: string; key: keyof AdminStats; icon: ReactNode }[] = [
  { label: 'Total Products', key: 'totalProducts', icon: <LuPackage /> },
  { label: 'Active Sellers', key: 'activeSellers', icon: <LuUsers /> },
  { label: 'Pending Sell', key: 'pendingRequests', icon: <LuClock /> },
  { label: 'Pending Cancel', key: 'pendingCancelRequests', icon: <LuCircleX /> },
];

/** The four stat cards; zeros when the figures could not be loaded (spec: stats failures show zero values). */
export function StatCards({ stats, loading }: { stats: AdminStats | undefined; loading: boolean }) {
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }} mb="8">
      {CARDS.map(({ label, key, icon }) => (
        <Stat.Root key={key} bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '5' }}>
          {/* A <dl> holds only its <dt> and <dd>: the icon goes inside the label. */}
          <Stat.Label display="flex" justifyContent="space-between" alignItems="flex-start">
            {label}
            <Box as="span" color="brand.fg" fontSize="xl" aria-hidden="true">
              {icon}
            </Box>
          </Stat.Label>
          <Stat.ValueText fontSize="2xl">{loading ? <Skeleton height="8" width="16" /> : (stats?.[key] ?? 0).toLocaleString('en-IN')}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
