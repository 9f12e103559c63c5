import { Container, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuShield, LuTag, LuUsers, LuZap } from 'react-icons/lu';
import { HydrateOnDemand } from '../../../components/hydrate-on-demand';
import { SectionHeading } from './section-heading';

const BENEFITS = [
  { icon: <LuShield />, title: 'Easy & Secure Exchange', text: 'Trade only with verified users of your campus.' },
  { icon: <LuTag />, title: 'Affordable Cost', text: 'Student-friendly prices, no listing fees and no fees for buyers.' },
  { icon: <LuZap />, title: 'Quick & Hassle-free Deals', text: 'List, find and buy in minutes, and meet right on campus.' },
  { icon: <LuUsers />, title: 'Trusted Student Community', text: 'Every listing is reviewed by our team before it goes live.' },
];

/** The four selling points of spec section 1: static, so the server's HTML stays until something touches it. */
export function WhySection() {
  return (
    <HydrateOnDemand when="interaction">
      <Benefits />
    </HydrateOnDemand>
  );
}

function Benefits() {
  return (
    <Container as="section" maxW="7xl" py="16" aria-label="Why Campus Marketplace">
      <SectionHeading title="Why Campus Marketplace?" subtitle="Your campus marketplace for hassle-free trading" />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {BENEFITS.map((benefit) => (
          <Stack key={benefit.title} bg="bg" borderWidth="1px" borderRadius="xl" p="6" gap="3" textAlign="center" align="center">
            <Flex boxSize="14" align="center" justify="center" borderRadius="full" bg="brand.subtle" color="brand.fg" fontSize="2xl">
              {benefit.icon}
            </Flex>
            <Text fontWeight="semibold" fontSize="lg">
              {benefit.title}
            </Text>
            <Text color="fg.muted">{benefit.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
