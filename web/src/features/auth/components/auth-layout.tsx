import type { ReactNode } from 'react';
import { Box, Container, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { FiCheckCircle } from 'react-icons/fi';
import { HydrateOnDemand } from '../../../components/hydrate-on-demand';

const PROMO_POINTS = [
  'Buy and sell with verified students of your campus',
  'Student-friendly prices on books, gadgets and more',
  'No listing fees, and no fees for buyers',
];

/** The auth pages' frame: the form beside a promo panel (the panel hides on small screens). */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Container maxW="5xl" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
      <Flex bg="bg" borderRadius="2xl" shadow="lg" overflow="hidden" minH={{ md: '560px' }}>
        {/* Static: the server's HTML stays as it is. */}
        <HydrateOnDemand when="interaction">
          <PromoPanel />
        </HydrateOnDemand>
        <Box flex="1" p={{ base: '6', md: '10' }}>
          {children}
        </Box>
      </Flex>
    </Container>
  );
}

function PromoPanel() {
  return (
    <Stack
      display={{ base: 'none', md: 'flex' }}
      flex="1"
      justify="center"
      gap="6"
      p="10"
      color="white"
      bgImage="url(/hero/auth-panel.svg)"
      bgSize="cover"
      bgPos="center"
    >
      <Text fontSize="sm" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" opacity={0.85}>
        Campus Marketplace
      </Text>
      <Heading size="2xl" lineHeight="short">
        Your campus marketplace for hassle-free trading
      </Heading>
      <List.Root gap="3" variant="plain">
        {PROMO_POINTS.map((point) => (
          <List.Item key={point} alignItems="center">
            <List.Indicator asChild color="teal.200">
              <FiCheckCircle />
            </List.Indicator>
            {point}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
