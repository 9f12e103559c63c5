import type { ReactNode } from 'react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupees } from '@campus/common/format';
import { listingStateView } from '@campus/common/listing-state';
import type { AdminDashboard } from '@campus/common/model';

const CHART_HEIGHT = '220px';
const TICK = { fontSize: 12 };
const FILL = { width: '100%', height: '100%' };

/** '2024-04-01' as '1 Apr'. */
const weekLabel = (weekStart: string) => new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Box as="figure" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '3', md: '5' }} minW="0">
      <Heading as="h3" size="sm" mb="1">
        {title}
      </Heading>
      {/* The figures in words, for screen readers and for anyone who cannot read the bars. */}
      <Text as="figcaption" fontSize="xs" color="fg.muted" mb="3">
        {summary}
      </Text>
      {children}
    </Box>
  );
}

function RequestsByState({ dashboard }: { dashboard: AdminDashboard }) {
  const chart = useChart({
    data: dashboard.requestsByState.map(({ state, count }) => ({ label: listingStateView(state).label, count })),
    series: [{ name: 'count', label: 'Requests', color: 'teal.solid' }],
  });
  return (
    <ChartCard title="Requests by state" summary={chart.data.map(({ label, count }) => `${label}: ${count}`).join(', ')}>
      <Chart.Root chart={chart} h={CHART_HEIGHT}>
        <BarChart responsive style={FILL} data={chart.data} margin={{ left: -20, right: 4 }}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('label')} tick={TICK} interval={0} angle={-30} textAnchor="end" height={56} tickLine={false} />
          <YAxis allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} content={<Chart.Tooltip />} />
          {chart.series.map((item) => (
            <Bar key={item.name} dataKey={chart.key(item.name)} fill={chart.color(item.color)} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          ))}
        </BarChart>
      </Chart.Root>
    </ChartCard>
  );
}

function ApprovalsAndOrders({ dashboard }: { dashboard: AdminDashboard }) {
  const chart = useChart({
    data: dashboard.weeks.map((week) => ({ week: weekLabel(week.weekStart), listingsApproved: week.listingsApproved, ordersPlaced: week.ordersPlaced })),
    series: [
      { name: 'listingsApproved', label: 'Listings approved', color: 'teal.solid' },
      { name: 'ordersPlaced', label: 'Orders placed', color: 'orange.solid' },
    ],
  });
  const approved = chart.getTotal('listingsApproved');
  const placed = chart.getTotal('ordersPlaced');
  return (
    <ChartCard title="Approvals and orders per week" summary={`Last 12 weeks: ${approved} listings approved, ${placed} orders placed`}>
      <Chart.Root chart={chart} h={CHART_HEIGHT}>
        <BarChart responsive style={FILL} data={chart.data} margin={{ left: -20, right: 4 }}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('week')} tick={TICK} tickLine={false} minTickGap={8} />
          <YAxis allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} content={<Chart.Tooltip />} />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Bar key={item.name} dataKey={chart.key(item.name)} fill={chart.color(item.color)} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          ))}
        </BarChart>
      </Chart.Root>
    </ChartCard>
  );
}

function RevenuePerWeek({ dashboard }: { dashboard: AdminDashboard }) {
  const chart = useChart({
    data: dashboard.weeks.map((week) => ({ week: weekLabel(week.weekStart), revenue: week.revenue })),
    series: [{ name: 'revenue', label: 'Revenue', color: 'teal.solid' }],
  });
  const compact = (value: number) => `₹${new Intl.NumberFormat('en-IN', { notation: 'compact' }).format(value)}`;
  return (
    <ChartCard title="Revenue per week" summary={`Last 12 weeks: ${formatRupees(chart.getTotal('revenue'))} in orders, cancelled orders left out`}>
      <Chart.Root chart={chart} h={CHART_HEIGHT}>
        <AreaChart responsive style={FILL} data={chart.data} margin={{ left: -8, right: 8 }}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('week')} tick={TICK} tickLine={false} minTickGap={8} />
          <YAxis tick={TICK} tickLine={false} axisLine={false} tickFormatter={compact} />
          <Tooltip content={<Chart.Tooltip formatter={(value) => formatRupees(Number(value))} />} />
          {chart.series.map((item) => (
            <Area
              key={item.name}
              type="linear"
              dataKey={chart.key(item.name)}
              stroke={chart.color(item.color)}
              fill={chart.color(item.color)}
              fillOpacity={0.2}
              isAnimationActive={false}
            />
          ))}
        </AreaChart>
      </Chart.Root>
    </ChartCard>
  );
}

/** The dashboard's three charts (their own lazily loaded chunk: recharts stays out of every other page). */
export default function AdminCharts({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <SimpleGrid as="section" aria-label="Charts" columns={{ base: 1, lg: 3 }} gap="4" mb="8">
      <RequestsByState dashboard={dashboard} />
      <ApprovalsAndOrders dashboard={dashboard} />
      <RevenuePerWeek dashboard={dashboard} />
    </SimpleGrid>
  );
}
