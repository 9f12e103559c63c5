import type { ReactNode } from 'react';
import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LuClock, LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { CONTACT_DETAILS } from '../content/contact-details';

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack as="li" align="flex-start" gap="3">
      <Box bg="brand.subtle" color="brand.fg" borderRadius="lg" p="2" fontSize="lg" aria-hidden="true">
        {icon}
      </Box>
      <Stack gap="0.5" minW="0">
        <Text fontWeight="semibold">{label}</Text>
        {children}
      </Stack>
    </HStack>
  );
}

/** The Contact page's info panel: address, phone, e-mail and opening hours. */
export function ContactInfo() {
  const { addressLines, phone, email, hours } = CONTACT_DETAILS;
  return (
    <Box as="section" aria-labelledby="contact-info-title" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '6' }}>
      <Heading as="h2" id="contact-info-title" size="lg" mb="5">
        Get in Touch
      </Heading>
      <Stack as="ul" listStyle="none" gap="5">
        <InfoRow icon={<LuMapPin />} label="Address">
          <Text as="address" fontStyle="normal" color="fg.muted">
            {addressLines.map((line) => (
              <Box as="span" display="block" key={line}>
                {line}
              </Box>
            ))}
          </Text>
        </InfoRow>
        <InfoRow icon={<LuPhone />} label="Phone">
          <Link href={phone.href} color="brand.fg">
            {phone.label}
          </Link>
        </InfoRow>
        <InfoRow icon={<LuMail />} label="Email">
          {/* On a narrow screen the address breaks after the @, not inside a word; the label keeps its name whole. */}
          <Link href={`mailto:${email}`} aria-label={email} color="brand.fg" display="inline">
            {email.replace(/@.*/, '@')}
            <wbr />
            {email.replace(/.*@/, '')}
          </Link>
        </InfoRow>
        <InfoRow icon={<LuClock />} label="Office Hours">
          {/* Days and hours side by side where they fit, one under the other on a phone. */}
          <Box as="dl" color="fg.muted" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'auto auto' }} columnGap="4" rowGap={{ base: '0', sm: '0.5' }} justifyContent="start">
            {hours.map(({ days, time }) => (
              <Box key={days} display="contents">
                <Box as="dt" color="fg" mt={{ base: '1', sm: '0' }}>
                  {days}
                </Box>
                <Box as="dd">{time}</Box>
              </Box>
            ))}
          </Box>
        </InfoRow>
      </Stack>
    </Box>
  );
}
